import type { QueryClient } from '@tanstack/react-query';

/** A job order was opened or changed: its lists and detail, the Pending badge, the dashboard. */
export function invalidateJobOrders(queryClient: QueryClient) {
  return Promise.all(
    [['job-orders'], ['sidebar-counts'], ['dashboard']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
