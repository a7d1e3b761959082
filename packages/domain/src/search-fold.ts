/**
 * How searches compare text (ADR 024): lower case, Latin accents and strokes removed, so "renee
 * muller" finds "Renée Müller" and "Müller" finds "Muller". The server folds stored text with the
 * same table in SQL (`translate`, then the expansions) and the typed text with `foldForSearch`,
 * so both sides agree letter by letter on PGlite and PostgreSQL alike.
 */
const accentedLetters: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćĉċč',
  d: 'ďđ',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭįı',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņň',
  o: 'òóôõöøōŏő',
  r: 'ŕŗř',
  s: 'śŝşš',
  t: 'ţťŧ',
  u: 'ùúûüũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};

/** Letters that stand for two: after the one-to-one table, as `replace` calls. */
export const searchFoldExpansions = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
] as const;

function buildTable() {
  let from = '';
  let to = '';
  for (const [plain, letters] of Object.entries(accentedLetters)) {
    for (const letter of letters) {
      from += letter;
      to += plain;
      // Capitals too: PostgreSQL's lower() leaves non-ASCII letters alone under the C locale.
      const capital = letter.toUpperCase();
      if (capital !== letter && capital.length === 1 && capital !== plain.toUpperCase()) {
        from += capital;
        to += plain;
      }
    }
  }
  return { from: `${from}ÆŒ`, to: `${to}æœ` };
}

/** The one-to-one part: `translate(text, from, to)` in SQL, the same map here. */
export const searchFoldTable = buildTable();

const foldMap = new Map([...searchFoldTable.from].map((letter, index) => [letter, index]));
const toLetters = [...searchFoldTable.to];

/** Typed text folded as the database folds what it searches. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text.normalize('NFC').toLowerCase()) {
    const index = foldMap.get(letter);
    folded += index === undefined ? letter : toLetters[index];
  }
  for (const [letter, expansion] of searchFoldExpansions) {
    folded = folded.replaceAll(letter, expansion);
  }
  return folded;
}
