import type { TaxCurrencySettings, TaxTreatment } from '@pitstop/domain/invoices';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';

type ShopRow = typeof shops.$inferSelect;

const category = (treatment: string, rate: string | null) => ({
  treatment: treatment as TaxTreatment,
  rate: treatment === 'custom' ? rate : null,
});

/** A shop row's Settings → Tax and Currency (ADR 020), as invoices and the settings page read them. */
export function toTaxCurrencySettings(row: ShopRow): TaxCurrencySettings {
  return {
    currency: row.currency as TaxCurrencySettings['currency'],
    locale: row.locale as TaxCurrencySettings['locale'],
    taxLabel: row.taxLabel,
    defaultTaxRate: row.defaultTaxRate,
    pricesIncludeTax: row.pricesIncludeTax,
    labor: category(row.laborTaxTreatment, row.laborTaxRate),
    parts: category(row.partsTaxTreatment, row.partsTaxRate),
    fees: category(row.feesTaxTreatment, row.feesTaxRate),
    suppliesFeePercent: row.suppliesFeePercent,
    suppliesFeeCap: row.suppliesFeeCap,
    paymentTermsDays: row.paymentTermsDays,
    invoiceTerms: row.invoiceTerms,
    unpaidPickupAllowed: row.unpaidPickupAllowed,
  };
}

/** The shops columns that hold `settings`. */
export function taxCurrencyColumns(settings: TaxCurrencySettings) {
  return {
    currency: settings.currency,
    locale: settings.locale,
    taxLabel: settings.taxLabel,
    defaultTaxRate: settings.defaultTaxRate,
    pricesIncludeTax: settings.pricesIncludeTax,
    laborTaxTreatment: settings.labor.treatment,
    laborTaxRate: settings.labor.rate,
    partsTaxTreatment: settings.parts.treatment,
    partsTaxRate: settings.parts.rate,
    feesTaxTreatment: settings.fees.treatment,
    feesTaxRate: settings.fees.rate,
    suppliesFeePercent: settings.suppliesFeePercent,
    suppliesFeeCap: settings.suppliesFeeCap,
    paymentTermsDays: settings.paymentTermsDays,
    invoiceTerms: settings.invoiceTerms,
    unpaidPickupAllowed: settings.unpaidPickupAllowed,
  } satisfies Partial<ShopRow>;
}

export async function loadTaxCurrencySettings(options: {
  tx: Tx;
  shopId: string;
}): Promise<TaxCurrencySettings> {
  const [row] = await options.tx.select().from(shops).where(eq(shops.id, options.shopId));
  if (!row) throw AppError.notFound('Workshop not found.');
  return toTaxCurrencySettings(row);
}
