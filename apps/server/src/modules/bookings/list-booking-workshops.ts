import type { BookingWorkshop } from '@pitstop/domain/portal-bookings';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';

/**
 * Where a car owner can book: the workshops they are a client of (first, with whether each
 * takes online bookings now) and every other workshop that takes online bookings.
 */
export async function listBookingWorkshops(options: {
  tx: Tx;
  userId: string;
}): Promise<BookingWorkshop[]> {
  const rows = await options.tx
    .select({
      id: shops.id,
      name: shops.name,
      address: shops.address,
      phone: shops.phone,
      timeZone: shops.timezone,
      cutoffHours: shops.bookingCutoffHours,
      clientId: clients.id,
      onlineBooking: shops.onlineBookingEnabled,
    })
    .from(shops)
    .leftJoin(clients, and(eq(clients.shopId, shops.id), ownerClientCondition(options.userId)))
    .where(or(eq(shops.onlineBookingEnabled, true), sql`${clients.id} is not null`))
    .orderBy(sql`${clients.id} is null`, sql`lower(${shops.name})`, shops.id);
  // One record per shop: a second linked record in the same shop would repeat it.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}
