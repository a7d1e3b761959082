import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { services } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

export type BookingService = {
  id: string;
  name: string;
  durationMinutes: number;
  price: string;
};

/**
 * The services of a booking in the order chosen; the duration is their sum. Another shop's
 * service is not found; a service taken out of the catalogue cannot be booked.
 */
export async function loadBookingServices(options: {
  tx: Tx;
  shopId: string;
  serviceIds: string[];
  /** Where the ids came from, for the field error ("body.serviceIds", "query.serviceIds"). */
  field: string;
}): Promise<{ services: BookingService[]; durationMinutes: number }> {
  const rows = await options.tx
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      price: services.price,
      active: services.active,
    })
    .from(services)
    .where(and(eq(services.shopId, options.shopId), inArray(services.id, options.serviceIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chosen: BookingService[] = [];
  for (const id of options.serviceIds) {
    const row = byId.get(id);
    if (!row) throw AppError.notFound('Service not found.');
    if (!row.active) {
      const message = `${row.name} is no longer offered.`;
      throw AppError.badRequest(message, [{ path: options.field, message }]);
    }
    chosen.push({
      id: row.id,
      name: row.name,
      durationMinutes: row.durationMinutes,
      price: row.price,
    });
  }
  return {
    services: chosen,
    durationMinutes: chosen.reduce((sum, service) => sum + service.durationMinutes, 0),
  };
}
