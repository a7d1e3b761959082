import type { TaxCurrencySettings } from '@pitstop/domain/invoices';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { shops } from '../../db/schema/shops.ts';
import {
  loadTaxCurrencySettings,
  taxCurrencyColumns,
} from '../../platform/billing/tax-currency-settings.ts';
import { AppError } from '../../plugins/errors.ts';
import type { EventBus } from '../../plugins/events.ts';

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
    const people = await rowsOf<{ id: string }>(
      options.tx,
      sql`select id from profiles where shop_id = ${options.shopId}
        union select user_id from clients where shop_id = ${options.shopId} and user_id is not null`,
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
