import type { PublicService, PublicWorkshop } from '@pitstop/domain/portal-bookings';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { services } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

const workshopColumns = {
  id: shops.id,
  name: shops.name,
  address: shops.address,
  phone: shops.phone,
  timeZone: shops.timezone,
  cutoffHours: shops.bookingCutoffHours,
};

/** The workshops that take online bookings, for anyone (the signed-out booking flow). */
export async function listPublicWorkshops(options: { tx: Tx }): Promise<PublicWorkshop[]> {
  return options.tx
    .select(workshopColumns)
    .from(shops)
    .where(eq(shops.onlineBookingEnabled, true))
    .orderBy(sql`lower(${shops.name})`, shops.id);
}

/** A workshop that takes online bookings; any other id (or one that stopped) is not found. */
export async function findPublicWorkshop(options: {
  tx: Tx;
  shopId: string;
}): Promise<PublicWorkshop & { currency: string }> {
  const [shop] = await options.tx
    .select({ ...workshopColumns, currency: shops.currency })
    .from(shops)
    .where(and(eq(shops.id, options.shopId), eq(shops.onlineBookingEnabled, true)));
  if (!shop) throw AppError.notFound('Workshop not found or not taking online bookings.');
  return shop;
}

/** The active services of a workshop that takes online bookings, by category and name. */
export async function listPublicServices(options: {
  tx: Tx;
  shopId: string;
}): Promise<PublicService[]> {
  const shop = await findPublicWorkshop(options);
  const rows = await options.tx
    .select({
      id: services.id,
      name: services.name,
      category: services.category,
      description: services.description,
      durationMinutes: services.durationMinutes,
      price: services.price,
    })
    .from(services)
    .where(and(eq(services.shopId, shop.id), eq(services.active, true)))
    .orderBy(asc(services.category), sql`lower(${services.name})`, asc(services.id));
  return rows.map((row) => ({ ...row, currency: shop.currency }));
}
