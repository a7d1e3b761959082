import type { AttendanceCreate, AttendanceUpdate } from '@pitstop/domain/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/attendance/:id` (a correction) or `POST /api/v1/attendance` (a missed entry). */
export function saveAttendanceEntry(
  input: { id: string; changes: AttendanceUpdate } | { id?: undefined; entry: AttendanceCreate },
) {
  if ('entry' in input) return unwrap(client.POST('/api/v1/attendance', { body: input.entry }));
  return unwrap(
    client.PATCH('/api/v1/attendance/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useSaveAttendanceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendanceEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
  });
}
