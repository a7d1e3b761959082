import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { shops } from '../db/schema/shops.ts';
import { AppError } from './errors.ts';

/** The shop's IANA time zone: local dates and times of its records are read in it. */
export async function shopTimeZone(tx: Tx, shopId: string): Promise<string> {
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  return shop.timeZone;
}

/** A timestamp as the API sends it, whether the driver gave a Date or a string. */
export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
