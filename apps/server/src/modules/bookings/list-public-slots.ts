import type { BookingSlots } from '@pitstop/domain/booking-slots';
import type { Tx } from '../../db/database.ts';
import { listBookingSlots } from './list-booking-slots.ts';
import { findPublicWorkshop } from './list-public-workshops.ts';

/**
 * The free times a car owner may book at a workshop that takes online bookings: any mechanic,
 * the shop's notice and horizon. Slots say how many mechanics could take the job, as the
 * staff's do, never who.
 */
export async function listPublicSlots(options: {
  tx: Tx;
  shopId: string;
  serviceIds: string[];
  from: string;
  to: string;
  now?: Date;
}): Promise<BookingSlots> {
  const shop = await findPublicWorkshop(options);
  return listBookingSlots({ ...options, shopId: shop.id, audience: 'online' });
}
