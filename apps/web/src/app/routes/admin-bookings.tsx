import { useDocumentTitle } from '@mantine/hooks';
import {
  type AppointmentSource,
  type AppointmentStatus,
  appointmentSources,
  appointmentStatuses,
  type BookingListView,
  bookingListViews,
} from '@pitstop/domain/bookings';
import { isSupportedDate } from '@pitstop/domain/calendar-date';
import { permissions } from '@pitstop/domain/roles';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { BookingFilters } from '../../features/bookings/api/list-appointments.ts';
import { BookingsPage } from '../../features/bookings/components/bookings-page.tsx';
import { ownNavigation, useExternalNavigationKey } from '../use-external-navigation-key.ts';

const MECHANIC_FILTER = /^([0-9a-f-]{36}|unassigned)$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

function filtersOf(params: URLSearchParams): BookingFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value && isSupportedDate(value) ? value : null;
  };
  const mechanicId = params.get('mechanic');
  return {
    search: params.get('search') ?? '',
    status: oneOf<AppointmentStatus>(appointmentStatuses, params.get('status')),
    source: oneOf<AppointmentSource>(appointmentSources, params.get('source')),
    when: oneOf<BookingListView>(bookingListViews, params.get('when')) ?? 'upcoming',
    mechanicId: mechanicId && MECHANIC_FILTER.test(mechanicId) ? mechanicId : null,
    from: date('from'),
    to: date('to'),
  };
}

/**
 * `/admin/calendar/bookings` (Manage Bookings): search and filters in the address
 * (`?status=pending&when=all` is the dashboard's 'View All'; upcoming bookings by default).
 */
export function Component() {
  useDocumentTitle('Manage Bookings — Pitstop');
  const { profile } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  const onFiltersChange = useCallback(
    (next: BookingFilters) => {
      const params = new URLSearchParams();
      if (next.search.trim()) params.set('search', next.search.trim());
      if (next.status) params.set('status', next.status);
      if (next.mechanicId) params.set('mechanic', next.mechanicId);
      if (next.source) params.set('source', next.source);
      if (next.when !== 'upcoming') params.set('when', next.when);
      if (next.from) params.set('from', next.from);
      if (next.to) params.set('to', next.to);
      setSearchParams(params, { replace: true, state: ownNavigation });
    },
    [setSearchParams],
  );
  if (!profile) return null;
  return (
    <BookingsPage
      key={screenKey}
      initialFilters={filtersOf(searchParams)}
      onFiltersChange={onFiltersChange}
      canWrite={permissions.calendar[profile.role] === 'rw'}
    />
  );
}
