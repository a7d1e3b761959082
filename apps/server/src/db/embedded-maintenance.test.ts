import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { maintainEmbeddedDatabase, tablesNeedingMaintenance } from './embedded-maintenance.ts';
import type { EmbeddedEngine } from './pglite-thread.ts';

async function plannedRows(pglite: EmbeddedEngine) {
  const { rows } = await pglite.query<{ plan: string }>(
    `explain (format text) select * from shops where name like 'Garage 1%'`,
  );
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('embedded database maintenance (PGlite has no autovacuum worker)', () => {
  it('analyzes a table filled through the app, vacuums dead rows, then has nothing to do', async () => {
    const database = await openDatabase({ engine: 'pglite' });
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite expected');
    try {
      await database.migrate();
      await pglite.exec(
        `insert into shops (name, timezone) select 'Garage ' || g, 'UTC' from generate_series(1, 2000) g`,
      );
      await pglite.exec(`update shops set name = name || ' (renamed)' where name like 'Garage 1%'`);
      // Cumulative statistics reach pg_stat_user_tables when the backend flushes them.
      await pglite.query('select pg_stat_force_next_flush()');
      await pglite.query('select 1');

      const due = await tablesNeedingMaintenance(pglite);
      expect(due).toContainEqual({ name: 'shops', analyze: true, vacuum: true });
      const [before] = (
        await pglite.query<{ reltuples: number }>(
          `select reltuples from pg_class where relname = 'shops'`,
        )
      ).rows;
      expect(before?.reltuples).toBe(-1);

      const done = await maintainEmbeddedDatabase(pglite);
      expect(done.map((table) => table.name)).toContain('shops');

      const [after] = (
        await pglite.query<{ reltuples: number; dead: number }>(
          `select c.reltuples, s.n_dead_tup as dead from pg_class c
           join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'shops'`,
        )
      ).rows;
      expect(after?.reltuples).toBe(2000);
      expect(after?.dead).toBe(0);
      // The planner now estimates from the data, not from a default guess.
      expect(await plannedRows(pglite)).toMatch(/rows=1\d\d\d? /);

      await pglite.query('select pg_stat_force_next_flush()');
      await pglite.query('select 1');
      expect(await tablesNeedingMaintenance(pglite)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
