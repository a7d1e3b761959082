import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%`, `_` and `\` are LIKE wildcards; a search for "50%" means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A plate as people type it: capitals, no spaces or dashes ("abc 123" finds "ABC-123"). */
export function compactPlate(column: SQLWrapper): SQL {
  return sql`upper(replace(replace(${column}, ' ', ''), '-', ''))`;
}

/** The same for typed text, to compare with `compactPlate`. */
export function compactPlateText(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}
