import type { AppointmentUpdateInput, Calendar } from '@pitstop/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/appointments/:id` (admin, front desk): move, resize or reassign a booking. */
export function updateAppointment(input: { id: string; changes: AppointmentUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/appointments/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export type CalendarMove = {
  id: string;
  startsAt: string;
  endsAt: string;
  /** Set when the booking changes mechanic (null: Unassigned); absent keeps the mechanic. */
  mechanic?: { id: string; name: string } | null;
  bookAnyway?: boolean;
};

const calendarKey = ['appointments', 'calendar'];

/**
 * A drag in the calendar: the booking moves at once (optimistic) and snaps back when the server
 * refuses, so the calendar never shows a time the server did not accept.
 */
export function useMoveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: CalendarMove) =>
      updateAppointment({
        id: move.id,
        changes: {
          // The end is sent on a move too: a drag keeps the length the booking shows.
          startsAt: move.startsAt,
          endsAt: move.endsAt,
          ...(move.mechanic !== undefined ? { mechanicId: move.mechanic?.id ?? null } : {}),
          ...(move.bookAnyway ? { bookAnyway: true } : {}),
        },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: calendarKey });
      const before = queryClient.getQueriesData<Calendar>({ queryKey: calendarKey });
      queryClient.setQueriesData<Calendar>({ queryKey: calendarKey }, (calendar) =>
        calendar
          ? {
              ...calendar,
              items: calendar.items.map((item) =>
                item.id === move.id
                  ? {
                      ...item,
                      startsAt: move.startsAt,
                      endsAt: move.endsAt,
                      ...(move.mechanic !== undefined ? { mechanic: move.mechanic } : {}),
                    }
                  : item,
              ),
            }
          : calendar,
      );
      return { before };
    },
    onError: (_cause, _move, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
