import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useOwnerBooking } from '../../features/owner-bookings/api/get-owner-booking.ts';
import { OwnerBookingDetailView } from '../../features/owner-bookings/components/owner-booking-detail.tsx';

/** `/client/bookings/:id`: one booking, its history, reschedule and cancel. */
export function Component() {
  useDocumentTitle('Booking — Pitstop');
  const { id = '' } = useParams();
  const booking = useOwnerBooking(id);
  return (
    <DetailFrame
      query={booking}
      noun="booking"
      missing="This booking does not exist or is not yours."
      back={{ to: '/client/bookings', label: 'All bookings' }}
    >
      {(data) => <OwnerBookingDetailView key={id} booking={data} />}
    </DetailFrame>
  );
}
