import type { ClockAction } from '@pitstop/domain/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { timeClockQuery } from './get-time-clock.ts';

/** `POST /api/v1/time-clock/{in,out,break-start,break-end}`: the new state comes back. */
export function clock(action: ClockAction) {
  switch (action) {
    case 'in':
      return unwrap(client.POST('/api/v1/time-clock/in'));
    case 'out':
      return unwrap(client.POST('/api/v1/time-clock/out'));
    case 'break-start':
      return unwrap(client.POST('/api/v1/time-clock/break-start'));
    case 'break-end':
      return unwrap(client.POST('/api/v1/time-clock/break-end'));
  }
}

export function useClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clock,
    onSuccess: (state) => {
      queryClient.setQueryData(timeClockQuery.queryKey, state);
      // Timesheets count the time just clocked.
      void queryClient.invalidateQueries({ queryKey: ['timesheets'] });
    },
    // A refusal (already in elsewhere) means this screen is behind: read the clock again.
    onError: () => void queryClient.invalidateQueries({ queryKey: timeClockQuery.queryKey }),
  });
}
