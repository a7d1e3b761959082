import { foldForSearch, searchFoldExpansions, searchFoldTable } from '@pitstop/domain/search-fold';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%`, `_` and `\` are LIKE wildcards; a search for "50%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `expression` as searches compare it: lower case, accents removed (ADR 024). Spelled with
 * literals, never parameters, so stored search documents, expression indexes and queries are one
 * expression the planner matches.
 */
export function foldedText(expression: SQLWrapper): SQL {
  let folded = sql`translate(lower(${expression}), ${sql.raw(quoted(searchFoldTable.from))}, ${sql.raw(quoted(searchFoldTable.to))})`;
  for (const [letter, expansion] of searchFoldExpansions) {
    folded = sql`replace(${folded}, ${sql.raw(quoted(letter))}, ${sql.raw(quoted(expansion))})`;
  }
  return folded;
}

/** Typed text as a LIKE pattern matching it anywhere in folded text ("Renée" → "%renee%"). */
export function containsPattern(typed: string): string {
  return `%${escapeLike(foldForSearch(typed.trim()))}%`;
}

/**
 * `folded` (a stored search document, or `foldedText(column)`) contains the typed text, any case
 * or accent: every list's "contains" search goes through here.
 */
export function foldedContains(folded: SQLWrapper, typed: string): SQL {
  return sql`${folded} like ${containsPattern(typed)}`;
}

/** A plate as people type it: capitals, no spaces or dashes ("abc 123" finds "ABC-123"). */
export function compactPlate(column: SQLWrapper): SQL {
  return sql`upper(replace(replace(${column}, ' ', ''), '-', ''))`;
}

/** The same for typed text, to compare with `compactPlate`. */
export function compactPlateText(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}
