import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { looksLikePhone } from './phone-rules.ts';

/**
 * Phone numbers, read with libphonenumber-js (its `min` metadata: country codes and number
 * lengths; ADR 025). A number typed without "+" is read in the shop's country, which its locale
 * names ("en-US" → US; phone-rules.ts).
 */

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
