import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { OwnerBookingDetailView } from '../../features/owner-bookings/components/owner-booking-detail.tsx';

/** `/client/bookings/:id`: one booking, its history, reschedule and cancel. */
export function Component() {
  useDocumentTitle('Booking — Pitstop');
  const { id = '' } = useParams();
  return <OwnerBookingDetailView key={id} id={id} />;
}
