import {
  type CurrencyCode,
  categoryTaxRate,
  type LocaleCode,
  lineTaxCategory,
  type TaxCurrencySettings,
  type TaxTreatment,
} from '@pitstop/domain/invoices';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** The shop as its invoices print it: who bills, and where. */
export type BillingShop = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timezone: string;
};

type ShopRow = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timezone: string;
  currency: string;
  locale: string;
  tax_label: string;
  default_tax_rate: string;
  prices_include_tax: boolean;
  labor_tax_treatment: string;
  labor_tax_rate: string | null;
  parts_tax_treatment: string;
  parts_tax_rate: string | null;
  fees_tax_treatment: string;
  fees_tax_rate: string | null;
  supplies_fee_percent: string | null;
  supplies_fee_cap: string | null;
  payment_terms_days: number;
  invoice_terms: string | null;
};

/**
 * The shop's Tax and Currency settings (the columns of migration 0019) with its name and
 * contact details: what a draft is computed with and an invoice printed with. Drafts read it on
 * every change; an issued invoice never does again (ADR 020).
 */
export async function loadBillingShop(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ shop: BillingShop; settings: TaxCurrencySettings }> {
  const [row] = await rowsOf<ShopRow>(
    options.tx,
    sql`select name, address, phone, email, timezone, currency, locale, tax_label,
        default_tax_rate::text, prices_include_tax, labor_tax_treatment, labor_tax_rate::text,
        parts_tax_treatment, parts_tax_rate::text, fees_tax_treatment, fees_tax_rate::text,
        supplies_fee_percent::text, supplies_fee_cap::text, payment_terms_days, invoice_terms
      from shops where id = ${options.shopId}`,
  );
  if (!row) throw new Error('shop not found');
  const category = (treatment: string, rate: string | null) => ({
    treatment: treatment as TaxTreatment,
    rate: treatment === 'custom' ? rate : null,
  });
  return {
    shop: {
      name: row.name,
      address: row.address,
      phone: row.phone,
      email: row.email,
      timezone: row.timezone,
    },
    settings: {
      currency: row.currency as CurrencyCode,
      locale: row.locale as LocaleCode,
      taxLabel: row.tax_label,
      defaultTaxRate: row.default_tax_rate,
      pricesIncludeTax: row.prices_include_tax,
      labor: category(row.labor_tax_treatment, row.labor_tax_rate),
      parts: category(row.parts_tax_treatment, row.parts_tax_rate),
      fees: category(row.fees_tax_treatment, row.fees_tax_rate),
      suppliesFeePercent: row.supplies_fee_percent,
      suppliesFeeCap: row.supplies_fee_cap,
      paymentTermsDays: Number(row.payment_terms_days),
      invoiceTerms: row.invoice_terms,
    },
  };
}

/**
 * The rate a line is taxed at under `settings`: its category's (labor, parts, fees), none for a
 * discount (it reduces the lines it discounts) nor for a part from a not-taxable inventory item.
 */
export function lineTaxRate(
  settings: TaxCurrencySettings,
  line: { kind: string; itemTaxable: boolean | null },
): string | null {
  if (line.kind === 'discount') return null;
  if (line.kind === 'part' && line.itemTaxable === false) return null;
  return categoryTaxRate(settings, lineTaxCategory(line.kind as 'labor' | 'part' | 'fee'));
}
