import type { StaffRole } from '@pitstop/domain/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamQuery } from './list-team.ts';

/** `PATCH /api/v1/team/:userId` (admin): change a staff member's role. */
export function changeTeamRole(input: { userId: string; role: StaffRole }): Promise<void> {
  return api<void>(`/team/${encodeURIComponent(input.userId)}`, {
    method: 'PATCH',
    body: { role: input.role },
  });
}

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}
