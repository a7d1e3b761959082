import { useDocumentTitle } from '@mantine/hooks';
import { OwnerBookingsPage } from '../../features/owner-bookings/components/owner-bookings-page.tsx';

/** `/client/bookings`: the car owner's upcoming and past bookings. */
export function Component() {
  useDocumentTitle('Bookings — Pitstop');
  return <OwnerBookingsPage />;
}
