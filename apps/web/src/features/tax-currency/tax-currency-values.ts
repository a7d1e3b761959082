import {
  type TaxCategory,
  type TaxCurrencySettings,
  type TaxCurrencySettingsInput,
  type TaxTreatment,
  taxCategories,
  taxCurrencySettingsSchema,
} from '@pitstop/domain/invoices';

/** The form's fields, flat and as typed (a cleared field is ''). */
export type TaxCurrencyValues = {
  currency: string;
  locale: string;
  taxLabel: string;
  defaultTaxRate: string;
  pricesIncludeTax: boolean;
  laborTreatment: TaxTreatment;
  laborRate: string;
  partsTreatment: TaxTreatment;
  partsRate: string;
  feesTreatment: TaxTreatment;
  feesRate: string;
  suppliesFeePercent: string;
  suppliesFeeCap: string;
  /** NumberInput's empty value is ''. */
  paymentTermsDays: number | string;
  invoiceTerms: string;
  unpaidPickupAllowed: boolean;
};

/** The form's field that shows a message for a schema or API path (`labor.rate` → `laborRate`). */
export function fieldOfPath(path: readonly (string | number)[]): keyof TaxCurrencyValues | null {
  const [first, second] = path;
  if ((taxCategories as readonly unknown[]).includes(first)) {
    return `${first as TaxCategory}${second === 'rate' ? 'Rate' : 'Treatment'}`;
  }
  return typeof first === 'string' && first in emptyValues
    ? (first as keyof TaxCurrencyValues)
    : null;
}

const emptyValues: TaxCurrencyValues = {
  currency: '',
  locale: '',
  taxLabel: '',
  defaultTaxRate: '',
  pricesIncludeTax: false,
  laborTreatment: 'default',
  laborRate: '',
  partsTreatment: 'default',
  partsRate: '',
  feesTreatment: 'default',
  feesRate: '',
  suppliesFeePercent: '',
  suppliesFeeCap: '',
  paymentTermsDays: '',
  invoiceTerms: '',
  unpaidPickupAllowed: false,
};

/** "8.250" → "8.25", "19.000" → "19": rates read back as people type them. */
function trimRate(rate: string | null): string {
  if (rate === null) return '';
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export function valuesOf(settings: TaxCurrencySettings): TaxCurrencyValues {
  return {
    currency: settings.currency,
    locale: settings.locale,
    taxLabel: settings.taxLabel,
    defaultTaxRate: trimRate(settings.defaultTaxRate),
    pricesIncludeTax: settings.pricesIncludeTax,
    laborTreatment: settings.labor.treatment,
    laborRate: trimRate(settings.labor.rate),
    partsTreatment: settings.parts.treatment,
    partsRate: trimRate(settings.parts.rate),
    feesTreatment: settings.fees.treatment,
    feesRate: trimRate(settings.fees.rate),
    suppliesFeePercent: trimRate(settings.suppliesFeePercent),
    suppliesFeeCap: settings.suppliesFeeCap ?? '',
    paymentTermsDays: settings.paymentTermsDays,
    invoiceTerms: settings.invoiceTerms ?? '',
    unpaidPickupAllowed: settings.unpaidPickupAllowed,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the form sends: cleared optional fields as null, each category with its rate. */
export function inputOf(values: TaxCurrencyValues): TaxCurrencySettingsInput {
  const category = (treatment: TaxTreatment, rate: string) => ({
    treatment,
    rate: treatment === 'custom' ? orNull(rate) : null,
  });
  return {
    currency: values.currency as TaxCurrencySettingsInput['currency'],
    locale: values.locale as TaxCurrencySettingsInput['locale'],
    taxLabel: values.taxLabel,
    defaultTaxRate: values.defaultTaxRate.trim(),
    pricesIncludeTax: values.pricesIncludeTax,
    labor: category(values.laborTreatment, values.laborRate),
    parts: category(values.partsTreatment, values.partsRate),
    fees: category(values.feesTreatment, values.feesRate),
    suppliesFeePercent: orNull(values.suppliesFeePercent),
    suppliesFeeCap: orNull(values.suppliesFeeCap),
    paymentTermsDays: values.paymentTermsDays as number,
    invoiceTerms: values.invoiceTerms,
    unpaidPickupAllowed: values.unpaidPickupAllowed,
  };
}

/** The domain schema's messages under the form's fields (the server checks the same). */
export function validateValues(values: TaxCurrencyValues): Record<string, string> {
  const parsed = taxCurrencySettingsSchema.safeParse(inputOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path as (string | number)[]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
