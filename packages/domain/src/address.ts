/**
 * A postal address printed the way its country writes it: "Naperville, IL 60564" in the United
 * States, "10115 Berlin" in Germany, the postcode on its own line in the United Kingdom. Every
 * place that prints a client's address (invoices and their PDFs and mails) uses this.
 */

export type PostalAddress = {
  /** Street and number, possibly several lines. */
  street?: string | null;
  city?: string | null;
  /** State, province or region. */
  state?: string | null;
  postalCode?: string | null;
  /** As typed: "US", "USA", "United States", "Germany", "DE"… */
  country?: string | null;
};

/** How the town line is built: `{city}`, `{state}`, `{postalCode}` placeholders. */
type TownFormat = { town: string; postcodeOwnLine?: boolean };

const cityStatePostcode: TownFormat = { town: '{city}, {state} {postalCode}' };
const postcodeCity: TownFormat = { town: '{postalCode} {city}' };

const townFormats: Record<string, TownFormat> = {
  US: cityStatePostcode,
  CA: cityStatePostcode,
  AU: { town: '{city} {state} {postalCode}' },
  GB: { town: '{city}', postcodeOwnLine: true },
  IE: { town: '{city}', postcodeOwnLine: true },
  MX: { town: '{postalCode} {city}, {state}' },
};

/** Names people type for a country, lower-cased, to its ISO 3166 code. */
const countryNames: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  ca: 'CA',
  canada: 'CA',
  mx: 'MX',
  mexico: 'MX',
  gb: 'GB',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  ie: 'IE',
  ireland: 'IE',
  au: 'AU',
  australia: 'AU',
  de: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  fr: 'FR',
  france: 'FR',
  es: 'ES',
  spain: 'ES',
  españa: 'ES',
  it: 'IT',
  italy: 'IT',
  italia: 'IT',
  nl: 'NL',
  netherlands: 'NL',
  'the netherlands': 'NL',
  nederland: 'NL',
  be: 'BE',
  belgium: 'BE',
  ch: 'CH',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  at: 'AT',
  austria: 'AT',
  österreich: 'AT',
  pt: 'PT',
  portugal: 'PT',
  se: 'SE',
  sweden: 'SE',
  sverige: 'SE',
  no: 'NO',
  norway: 'NO',
  norge: 'NO',
  dk: 'DK',
  denmark: 'DK',
  danmark: 'DK',
  pl: 'PL',
  poland: 'PL',
  polska: 'PL',
};

/** The ISO code of a typed country ("USA" → "US"), or null when it is not one we know. */
export function countryCode(country: string | null | undefined): string | null {
  const typed = country?.trim().toLowerCase();
  if (!typed) return null;
  return countryNames[typed] ?? null;
}

/** The country of a shop's locale ("en-US" → "US"): where its clients' addresses are by default. */
export function countryOfLocale(locale: string): string | null {
  const region = locale.split('-')[1];
  return region ? region.toUpperCase() : null;
}

const present = (value: string | null | undefined): string => value?.trim() ?? '';

/** Fills a town format, dropping the separators of the parts that are missing. */
function townLine(format: string, parts: Record<'city' | 'state' | 'postalCode', string>): string {
  return format
    .replace(/\{(city|state|postalCode)\}/g, (_match, key: keyof typeof parts) => parts[key])
    .replace(/,\s*(?=,|$)/g, '')
    .replace(/^\s*,\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
}

/**
 * The address as printed lines: street, the town line in the country's order, and the country
 * itself unless it is `homeCountry` (the shop's). An address without a country is taken to be in
 * `homeCountry`. No lines when nothing is filled in.
 */
export function formatAddressLines(
  address: PostalAddress,
  options: { homeCountry?: string | null } = {},
): string[] {
  const home = options.homeCountry ?? null;
  const typedCountry = present(address.country);
  const code = typedCountry ? countryCode(typedCountry) : home;
  const format = (code && townFormats[code]) || postcodeCity;
  const parts = {
    city: present(address.city),
    state: present(address.state),
    postalCode: present(address.postalCode),
  };
  const street = present(address.street)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const town = townLine(format.town, parts);
  const lines = [...street, town];
  if (format.postcodeOwnLine) lines.push(parts.postalCode);
  if (typedCountry && !(code && code === home)) lines.push(typedCountry);
  return lines.filter((line) => line !== '');
}

/** The address on one line, its parts joined by commas: for a list or a mail's details. */
export function formatAddressLine(
  address: PostalAddress,
  options: { homeCountry?: string | null } = {},
): string {
  return formatAddressLines(address, options).join(', ');
}
