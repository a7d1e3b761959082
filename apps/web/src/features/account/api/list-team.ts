import type { teamMemberSchema } from '@pitstop/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/v1/team` (admin, manager): the shop's staff. */
export const teamQuery = queryOptions({
  queryKey: ['team'],
  queryFn: () => unwrap(client.GET('/api/v1/team')),
});

export function useTeam() {
  return useQuery(teamQuery);
}
