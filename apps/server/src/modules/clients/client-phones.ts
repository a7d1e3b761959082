import type { ClientDuplicate } from '@pitstop/domain/clients';
import { normalizePhone, phoneMatchKeys } from '@pitstop/domain/phone';
import { PHONE_MESSAGE, phoneCountryOf } from '@pitstop/domain/phone-rules';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';

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
  const phoneDigits = sql`regexp_replace(coalesce(${clients.phone}, ''), '\\D', '', 'g')`;
  const samePhone =
    keys.length > 0
      ? sql<boolean>`${phoneDigits} in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql<boolean>`false`;
  const sameEmail = email ? sql<boolean>`lower(${clients.email}) = ${email}` : sql<boolean>`false`;
  return tx
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      sameEmail,
      samePhone,
    })
    .from(clients)
    .where(
      and(
        eq(clients.shopId, shopId),
        isNull(clients.archivedAt),
        or(sameEmail, samePhone),
        options.excludeId ? ne(clients.id, options.excludeId) : undefined,
        options.excludeIdempotencyKey
          ? sql`${clients.idempotencyKey} is distinct from ${options.excludeIdempotencyKey}`
          : undefined,
      ),
    )
    .orderBy(asc(clients.name))
    .limit(5);
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
