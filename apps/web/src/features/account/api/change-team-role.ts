import type { StaffRole } from '@pitstop/domain/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { teamQuery } from './list-team.ts';

/** `PATCH /api/v1/team/:userId` (admin): change a staff member's role. */
export function changeTeamRole(input: { userId: string; role: StaffRole }) {
  return unwrap(
    client.PATCH('/api/v1/team/{userId}', {
      params: { path: { userId: input.userId } },
      body: { role: input.role },
    }),
  );
}

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
