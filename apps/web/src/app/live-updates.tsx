import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../features/auth/auth-context.tsx';
import { useServerEvents } from '../lib/server-events.ts';

/**
 * What each server event makes stale (DESIGN.md §1: the web app invalidates its queries when an
 * event arrives). One EventSource for the whole app; only queries on screen refetch.
 */
export function LiveUpdates() {
  const { profile, reloadProfile } = useAuth();
  const queryClient = useQueryClient();
  const invalidate = (...keys: string[][]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  useServerEvents(profile?.id ?? null, {
    'profile.updated': reloadProfile,
    // A message or interaction: the lists, the unread counts (staff badge, owner dashboard), the
    // staff inbox.
    'communication.created': () =>
      invalidate(
        ['communications'],
        ['sidebar-counts'],
        ['portal', 'dashboard'],
        ['notifications'],
      ),
    // A client record, its vehicles or its portal link changed; messages read (inbox, badge).
    'client.updated': () =>
      invalidate(
        ['clients'],
        ['vehicles'],
        ['portal'],
        ['dashboard'],
        ['notifications'],
        ['sidebar-counts'],
      ),
    // A booking was made, moved or changed status: lists, calendar, free slots, the dashboard's
    // Service Requests, the Notifications badge and inbox (pending online bookings).
    'appointment.changed': () =>
      invalidate(
        ['appointments'],
        ['booking-slots'],
        ['dashboard'],
        ['sidebar-counts'],
        ['notifications'],
        ['portal'],
      ),
    // A job order was opened or changed (lines, status, clock, estimate answer, rating, an
    // inspection started, finished, reopened or sent): the job order screens and inspections, a
    // mechanic's home, the dashboards, badges and the car owner's open jobs.
    'job_order.changed': () =>
      invalidate(
        ['job-orders'],
        ['inspections'],
        ['vehicles', 'inspections'],
        ['mechanic-dashboard'],
        ['me', 'clock'],
        ['dashboard'],
        ['sidebar-counts'],
        ['notifications'],
        ['portal'],
      ),
    // Stock moved, an item or a purchase order changed: the inventory and purchase order screens
    // (Low Stock Alerts, purchase orders, suppliers' item counts), the Low Stock badge and the
    // stock shown on job orders' part lines.
    'inventory.changed': () =>
      invalidate(['inventory'], ['purchase-orders'], ['sidebar-counts'], ['job-orders']),
    // An invoice was made, edited, issued, paid, credited or sent: the invoices and receivables,
    // the job orders (their invoice link), the clients (Total Spend) and the car owner's invoices.
    'invoices.changed': () =>
      invalidate(['invoices'], ['job-orders'], ['clients'], ['portal'], ['dashboard']),
    // Events may have been missed (the database or this server was away): refetch everything.
    resync: () => {
      reloadProfile();
      void queryClient.invalidateQueries();
    },
  });
  return null;
}
