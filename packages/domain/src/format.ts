/** Formatters shared by the web app and the server (exports), so a figure reads the same everywhere. */

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * An amount in the shop's currency and locale: "$1,234.50" by default (spec §9), "1.234,50 €"
 * for EUR in de-DE, with the currency's own decimals ("¥1,235"); the zero amount for null or
 * an unreadable value. A decimal string is formatted as written, never through a float.
 */
export function formatMoney(
  value: string | number | null | undefined,
  options: { currency?: string; locale?: string } = {},
): string {
  const format = moneyFormat(options.currency ?? 'USD', options.locale ?? 'en-US');
  if (typeof value === 'number') return format.format(Number.isFinite(value) ? value : 0);
  const text = (value ?? '').trim();
  return format.format(DECIMAL_TEXT.test(text) ? (text as Intl.StringNumericLiteral) : 0);
}

/** A `tel:` link keeps only digits and + (spec §9). */
export function phoneHref(phone: string | null | undefined): string {
  return `tel:${(phone ?? '').replace(/[^\d+]/g, '')}`;
}

/** Compact rows show the first `max` tags and a "+N" count of the rest (spec §2, §9). */
export function compactTags(tags: readonly string[], max = 2): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/**
 * Tags typed comma-separated (spec §5): trimmed, blanks dropped, duplicates dropped ignoring
 * case (the first spelling wins).
 */
export function parseTags(input: string): string[] {
  return uniqueTags(input.split(','));
}

/** Trims, drops blanks and case-insensitive duplicates, keeping the first spelling. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

const mileageFormat = new Intl.NumberFormat('en-US');

/** "48,210 mi", or "—" when unknown. */
export function formatMileage(mileage: number | null | undefined): string {
  return mileage === null || mileage === undefined ? '—' : `${mileageFormat.format(mileage)} mi`;
}

/** "2019 Toyota RAV4" (the year left out when unknown). */
export function vehicleTitle(vehicle: {
  year?: number | null;
  make: string;
  model: string;
}): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}
