import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Descending order as Drizzle's `.desc()` index columns store it (DESC NULLS LAST). A plain
 * `desc()` means NULLS FIRST, which such an index cannot serve: PostgreSQL then sorts every row
 * of the shop to return one page (the vehicles list took 56 ms at 30k vehicles on PGlite).
 */
export function newestFirst(column: AnyPgColumn): SQL {
  return sql`${column} desc nulls last`;
}
