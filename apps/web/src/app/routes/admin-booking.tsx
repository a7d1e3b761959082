import { useDocumentTitle } from '@mantine/hooks';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { permissions } from '@pitstop/domain/roles';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useAppointment } from '../../features/bookings/api/get-appointment.ts';
import { BookingDetail } from '../../features/bookings/components/booking-detail.tsx';

/** `/admin/calendar/bookings/:id`: a booking, opened from the calendar, the list or the dashboard. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const appointment = useAppointment(id);
  useDocumentTitle(
    `${appointment.data ? formatRequestNumber(appointment.data.number) : 'Booking'} — Pitstop`,
  );
  if (!profile) return null;

  return (
    <DetailFrame
      query={appointment}
      noun="booking"
      back={{ to: '/admin/calendar/bookings', label: 'Manage Bookings' }}
    >
      {(data) => (
        <BookingDetail
          appointment={data}
          role={profile.role}
          canManage={permissions.calendar[profile.role] === 'rw'}
        />
      )}
    </DetailFrame>
  );
}
