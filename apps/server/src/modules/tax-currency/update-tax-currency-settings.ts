import type { TaxCurrencySettings } from '@pitstop/domain/invoices';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import { loadTaxCurrencySettings, taxCurrencyColumns } from './tax-currency-settings.ts';

/**
 * Replaces the shop's tax and currency settings. Issued invoices keep the copies they were
 * issued with (ADR 020); drafts take the new settings on their next edit. A new currency or
 * number format reaches everyone who reads this shop's figures through their profile (ADR 008:
 * `profile.updated` drops their cached viewers), staff and linked car owners alike.
 */
export async function updateTaxCurrencySettings(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  input: TaxCurrencySettings;
}): Promise<TaxCurrencySettings> {
  const before = await loadTaxCurrencySettings(options);
  const [row] = await options.tx
    .update(shops)
    .set({ ...taxCurrencyColumns(options.input), updatedAt: new Date() })
    .where(eq(shops.id, options.shopId))
    .returning({ id: shops.id });
  if (!row) throw AppError.notFound('Workshop not found.');
  const after = await loadTaxCurrencySettings(options);
  if (before.currency !== after.currency || before.locale !== after.locale) {
    const people = await options.tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.shopId, options.shopId))
      .union(
        options.tx
          // Linked records only (the where).
          .select({ id: sql<string>`${clients.userId}` })
          .from(clients)
          .where(and(eq(clients.shopId, options.shopId), isNotNull(clients.userId))),
      );
    if (people.length > 0) {
      await options.events.publish({
        type: 'profile.updated',
        userIds: people.map((person) => person.id),
      });
    }
  }
  return after;
}
