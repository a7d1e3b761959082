import type { TaxCurrencySettings } from '@pitstop/domain/invoices';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { InvoiceSeller } from '../../db/schema/billing.ts';
import { shops } from '../../db/schema/shops.ts';
import { toTaxCurrencySettings } from '../tax-currency/public.ts';

/** The shop as its invoices print it: who bills, and where (an issued one: as at issue). */
export type BillingShop = InvoiceSeller & { timezone: string };

/**
 * The shop's Tax and Currency settings (ADR 020) with its name and contact details: what a draft
 * is computed with and an invoice printed with. Drafts read it on every change; an issued
 * invoice never does again.
 */
export async function loadBillingShop(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ shop: BillingShop; settings: TaxCurrencySettings }> {
  const [row] = await options.tx.select().from(shops).where(eq(shops.id, options.shopId));
  if (!row) throw new Error('shop not found');
  const { name, address, phone, email, timezone } = row;
  return { shop: { name, address, phone, email, timezone }, settings: toTaxCurrencySettings(row) };
}
