import { useDocumentTitle } from '@mantine/hooks';
import { appointmentListQuerySchema } from '@pitstop/domain/bookings';
import { permissions } from '@pitstop/domain/roles';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { BookingFilters } from '../../features/bookings/api/list-appointments.ts';
import { BookingsPage } from '../../features/bookings/components/bookings-page.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

const query = appointmentListQuerySchema.shape;

function readFilters(params: URLSearchParams): BookingFilters {
  return {
    search: params.get('search') ?? '',
    status: paramOf(params, 'status', query.status),
    source: paramOf(params, 'source', query.source),
    when: paramOf(params, 'when', query.when) ?? 'upcoming',
    mechanicId: paramOf(params, 'mechanic', query.mechanicId),
    from: paramOf(params, 'from', query.from),
    to: paramOf(params, 'to', query.to),
  };
}

function writeFilters(next: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.status) params.set('status', next.status);
  if (next.mechanicId) params.set('mechanic', next.mechanicId);
  if (next.source) params.set('source', next.source);
  if (next.when !== 'upcoming') params.set('when', next.when);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  return params;
}

/**
 * `/admin/calendar/bookings` (Manage Bookings): search and filters in the address
 * (`?status=pending&when=all` is the dashboard's 'View All'; upcoming bookings by default).
 */
export function Component() {
  useDocumentTitle('Manage Bookings — Pitstop');
  const { profile } = useAuth();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readFilters,
    write: writeFilters,
  });
  if (!profile) return null;
  return (
    <BookingsPage
      key={screenKey}
      initialFilters={filters}
      onFiltersChange={setFilters}
      canWrite={permissions.calendar[profile.role] === 'rw'}
    />
  );
}
