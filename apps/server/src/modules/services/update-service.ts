import type { Service, serviceUpdateSchema } from '@pitstop/domain/services';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { services } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { toService } from './list-services.ts';

/** Changes the fields given; another shop's service is not found. */
export async function updateService(options: {
  tx: Tx;
  shopId: string;
  serviceId: string;
  input: z.output<typeof serviceUpdateSchema>;
}): Promise<Service> {
  const changes = Object.fromEntries(
    Object.entries(options.input).filter(([, value]) => value !== undefined),
  );
  const where = and(eq(services.shopId, options.shopId), eq(services.id, options.serviceId));
  const [row] =
    Object.keys(changes).length > 0
      ? await options.tx.update(services).set(changes).where(where).returning()
      : await options.tx.select().from(services).where(where);
  if (!row) throw AppError.notFound('Service not found.');
  return toService(row);
}
