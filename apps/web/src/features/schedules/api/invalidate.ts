import type { QueryClient } from '@tanstack/react-query';

/**
 * Schedules, time off and availability are one model (ADR 045): a change to any of them redraws
 * the week grid, Mechanic Availability, the calendar's shading, the requests and the inbox.
 */
export function invalidateSchedules(queryClient: QueryClient) {
  return Promise.all(
    [
      'schedules',
      'time-off-requests',
      'availability',
      'booking-slots',
      'notifications',
      'sidebar-counts',
    ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
