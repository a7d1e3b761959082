import type { ClientDuplicate } from '@pitstop/domain/clients';
import { normalizePhone, phoneMatchKeys } from '@pitstop/domain/phone';
import { PHONE_MESSAGE, phoneCountryOf } from '@pitstop/domain/phone-rules';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../plugins/errors.ts';

/** The country a shop's phone numbers are read in: its locale's ("en-US" → US). */
async function shopPhoneCountry(tx: Tx, shopId: string) {
  const [shop] = await tx.select({ locale: shops.locale }).from(shops).where(eq(shops.id, shopId));
  return phoneCountryOf(shop?.locale ?? 'en-US');
}

/** A client's phone as typed → its stored international form; a 400 naming `body.phone` if it is no number in the shop's country. */
export async function normalizeClientPhone(options: { tx: Tx; shopId: string; phone: string }) {
  const normalized = normalizePhone(
    options.phone,
    await shopPhoneCountry(options.tx, options.shopId),
  );
  if (!normalized) {
    throw AppError.badRequest('Check the phone number.', [
      { path: 'body.phone', message: PHONE_MESSAGE },
    ]);
  }
  return normalized;
}

/**
 * Active clients of the shop with this e-mail (any case) or this phone (by its digits, as stored
 * before or after normalizing), at most 5. `exclude` leaves out the client being edited, or the
 * one a retried create (its idempotency key) made.
 */
export async function findClientDuplicates(options: {
  tx: Tx;
  shopId: string;
  email?: string | null;
  phone?: string | null;
  excludeId?: string;
  excludeIdempotencyKey?: string;
}): Promise<ClientDuplicate[]> {
  const { tx, shopId } = options;
  const email = options.email?.trim().toLowerCase() || null;
  const keys = options.phone
    ? phoneMatchKeys(options.phone, await shopPhoneCountry(tx, shopId))
    : [];
  if (!email && keys.length === 0) return [];
  const phoneDigits = sql`regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`;
  const samePhone =
    keys.length > 0
      ? sql`${phoneDigits} in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql`false`;
  const sameEmail = email ? sql`lower(email) = ${email}` : sql`false`;
  return rowsOf<ClientDuplicate>(
    tx,
    sql`select id, name, email, phone, ${sameEmail} as "sameEmail", ${samePhone} as "samePhone"
      from clients
      where shop_id = ${shopId} and archived_at is null and (${sameEmail} or ${samePhone})
        ${options.excludeId ? sql`and id <> ${options.excludeId}` : sql``}
        ${options.excludeIdempotencyKey ? sql`and idempotency_key is distinct from ${options.excludeIdempotencyKey}` : sql``}
      order by name
      limit 5`,
  );
}

/** Refuses (409) an e-mail address another active client of the shop has, naming who. */
export async function refuseTakenEmail(options: Parameters<typeof findClientDuplicates>[0]) {
  if (!options.email) return;
  const taken = (await findClientDuplicates({ ...options, phone: null })).filter(
    (duplicate) => duplicate.sameEmail,
  );
  const [first] = taken;
  if (!first) return;
  throw new AppError(
    'client_email_taken',
    409,
    `${first.name} already has this e-mail address.`,
    [{ path: 'body.email', message: `${first.name} already has this e-mail address` }],
    undefined,
    { duplicates: taken },
  );
}
