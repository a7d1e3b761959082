import { useDocumentTitle } from '@mantine/hooks';
import { type AppointmentStatus, appointmentStatuses } from '@pitstop/domain/bookings';
import { isSupportedDate } from '@pitstop/domain/calendar-date';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { type CalendarView, calendarViews } from '../../features/calendar/calendar-model.ts';
import { CalendarPage } from '../../features/calendar/components/calendar-page.tsx';
import type { CalendarState } from '../../features/calendar/components/calendar-toolbar.tsx';
import { ownNavigation } from '../../lib/filters-in-address.ts';

function viewOf(value: string | null): CalendarView {
  return (calendarViews as readonly string[]).includes(value ?? '')
    ? (value as CalendarView)
    : 'day';
}

function statusOf(value: string | null): AppointmentStatus | null {
  return (appointmentStatuses as readonly string[]).includes(value ?? '')
    ? (value as AppointmentStatus)
    : null;
}

/**
 * `/admin/calendar` (spec §2 "Calendar View"). View, date and filters live in the address so a
 * reload or a shared link shows the same calendar; a booking opens its detail, a selected range
 * opens Add Appointment with the start and mechanic filled in.
 */
export function Component() {
  useDocumentTitle('Calendar View — Pitstop');
  const { profile } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');

  const writeState = useCallback(
    (next: CalendarState) =>
      setSearchParams(
        () => {
          const params = new URLSearchParams();
          params.set('view', next.view);
          params.set('date', next.date);
          if (next.mechanicId) params.set('mechanic', next.mechanicId);
          if (next.status) params.set('status', next.status);
          return params;
        },
        { replace: true, state: ownNavigation },
      ),
    [setSearchParams],
  );
  const openBooking = useCallback(
    (id: string) => navigate(`/admin/calendar/bookings/${encodeURIComponent(id)}`),
    [navigate],
  );
  const create = useCallback(
    (draft: { start: string; mechanicId: string | null }) => {
      const params = new URLSearchParams({ start: draft.start });
      if (draft.mechanicId) params.set('mechanicId', draft.mechanicId);
      navigate(`/admin/calendar/new?${params.toString()}`);
    },
    [navigate],
  );

  if (!profile) return null;
  return (
    <CalendarPage
      state={{
        view: viewOf(searchParams.get('view')),
        date: date && isSupportedDate(date) ? date : null,
        mechanicId: searchParams.get('mechanic'),
        status: statusOf(searchParams.get('status')),
      }}
      viewer={{ id: profile.id, role: profile.role }}
      onStateChange={writeState}
      onOpenBooking={openBooking}
      onCreate={create}
    />
  );
}
