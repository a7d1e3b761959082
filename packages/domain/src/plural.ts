/**
 * Counted words: "1 day", "3 days", "1 pc". English is the app's language; `Intl.PluralRules`
 * picks the form, so 1.5 and 0 read as plural and every "N things" text agrees.
 */

/** A word's singular and plural: `{ one: 'day', other: 'days' }`. */
export type PluralForms = { one: string; other: string };

const englishRules = new Intl.PluralRules('en-US');

/** The form of the word that goes with `count`: 'day' for 1, 'days' for 0, 2 and 1.5. */
export function pluralWord(count: number, forms: PluralForms): string {
  return englishRules.select(count) === 'one' ? forms.one : forms.other;
}

/** A count with its word: "1 day", "3 days"; `shown` is how the number prints ("1.5"). */
export function countLabel(
  count: number,
  forms: PluralForms,
  shown: string = String(count),
): string {
  return `${shown} ${pluralWord(count, forms)}`;
}
