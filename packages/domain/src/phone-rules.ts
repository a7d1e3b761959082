import type { CountryCode } from 'libphonenumber-js/min';

/**
 * What can be said of a phone without libphonenumber-js: the message, the country a shop reads
 * numbers in, and whether the text is written like a number. Kept apart from phone.ts so a
 * screen that only shows or checks the shape of a phone does not load the library (ADR 025).
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
