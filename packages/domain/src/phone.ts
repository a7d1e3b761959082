import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers, read with libphonenumber-js (its `min` metadata: country codes and number
 * lengths, small enough for the web bundle; ADR 025). A number typed without "+" is read in the
 * shop's country, which its locale names ("en-US" → US).
 */
export const PHONE_MESSAGE = 'Enter a phone number with its area code, or + and the country code';

/** The country of a BCP 47 locale ("en-US" → "US"); undefined when the locale names none. */
export function phoneCountryOf(locale: string): CountryCode | undefined {
  try {
    return new Intl.Locale(locale).maximize().region as CountryCode | undefined;
  } catch {
    return undefined;
  }
}

/** Only what a phone number is written with: digits, spaces, + ( ) . - / and an extension. */
export function looksLikePhone(text: string): boolean {
  return (
    /^\+?[\d\s().\-/]+((ext\.?|x)\s*\d+)?$/i.test(text.trim()) &&
    /\d{3}/.test(text.replace(/\D/g, ''))
  );
}

/**
 * A phone as typed, read in `country`, in its international form ("(555) 010-3344" →
 * "+1 555 010 3344"), the one way it is stored; null when it cannot be a number there (too
 * short or long for the country, letters).
 */
export function normalizePhone(text: string, country: CountryCode | undefined): string | null {
  if (!looksLikePhone(text)) return null;
  const number = parsePhoneNumberFromString(text, { defaultCountry: country });
  return number?.isPossible() ? number.formatInternational() : null;
}

/**
 * The digit strings a phone is matched by: with its country code and without ("+1 555 010 3344"
 * → "15550103344", "5550103344"), so numbers stored before they were normalized match too.
 */
export function phoneMatchKeys(phone: string, country: CountryCode | undefined): string[] {
  const number = parsePhoneNumberFromString(phone, { defaultCountry: country });
  return number ? [number.number.replace(/\D/g, ''), number.nationalNumber] : [];
}
