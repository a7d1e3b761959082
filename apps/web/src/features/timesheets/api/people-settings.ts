import type { PeopleSettingsUpdate } from '@pitstop/domain/timesheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/people-settings` (admin, manager). */
export const peopleSettingsQuery = queryOptions({
  queryKey: ['people-settings'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/people-settings', { signal })),
});

export function usePeopleSettings(enabled: boolean) {
  return useQuery({ ...peopleSettingsQuery, enabled });
}

/** `PATCH /api/v1/people-settings` (admin): periods and overtime change every timesheet. */
export function useUpdatePeopleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PeopleSettingsUpdate) =>
      unwrap(client.PATCH('/api/v1/people-settings', { body: changes })),
    onSuccess: (settings) => {
      queryClient.setQueryData(peopleSettingsQuery.queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['timesheets'] });
    },
  });
}
