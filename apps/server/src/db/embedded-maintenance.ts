import type { EmbeddedEngine } from './pglite-thread.ts';

type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type MaintenanceOptions = {
  /** Time between checks; the first one runs after `firstDelayMs`. */
  intervalMs?: number;
  firstDelayMs?: number;
};

type TableNeeds = { name: string; analyze: boolean; vacuum: boolean };

/**
 * PostgreSQL's own thresholds (autovacuum_*_threshold and *_scale_factor): a table is analyzed
 * once 50 rows + 10 % of it changed, vacuumed once 50 rows + 20 % of it are dead, or 1,000 + 20 %
 * were inserted since (so index-only scans keep working). A table never analyzed but not empty
 * (`reltuples` -1, the state of every table a shop filled through the app) is analyzed at once.
 */
const NEEDS_SQL = `
  select c.relname as name,
    (c.reltuples < 0 and c.relpages > 0)
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_class c
  join pg_stat_user_tables s on s.relid = c.oid
  where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`;

export async function tablesNeedingMaintenance(pglite: EmbeddedEngine): Promise<TableNeeds[]> {
  const { rows } = await pglite.query<TableNeeds>(NEEDS_SQL);
  return rows.filter((row) => row.analyze || row.vacuum);
}

/** Vacuums and/or analyzes every table that needs it; returns what it did. */
export async function maintainEmbeddedDatabase(pglite: EmbeddedEngine): Promise<TableNeeds[]> {
  const due = await tablesNeedingMaintenance(pglite);
  for (const table of due) {
    const name = `"${table.name.replaceAll('"', '""')}"`;
    await pglite.exec(table.vacuum ? `vacuum (analyze) ${name}` : `analyze ${name}`);
  }
  return due;
}

/**
 * PGlite runs PostgreSQL in single-user mode, without the autovacuum worker: its planner
 * statistics would stay empty for ever and dead rows pile up. Without statistics the planner
 * guesses, and guessed wrong by two orders of magnitude (vehicles list 1.1 s instead of 3 ms at
 * 30k vehicles). This does the worker's job on a timer, with its thresholds, off the start-up path.
 * Returns the function that stops it (waiting for a pass in progress).
 */
export function startEmbeddedMaintenance(
  pglite: EmbeddedEngine,
  log: Log,
  options: MaintenanceOptions = {},
): () => Promise<void> {
  const { intervalMs = 60_000, firstDelayMs = 1_000 } = options;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const pass = async () => {
    const startedAt = performance.now();
    try {
      const done = await maintainEmbeddedDatabase(pglite);
      if (done.length > 0) {
        log.info(
          {
            analyzed: done.filter((table) => table.analyze).map((table) => table.name),
            vacuumed: done.filter((table) => table.vacuum).map((table) => table.name),
            ms: Math.round(performance.now() - startedAt),
          },
          'embedded database maintenance',
        );
      }
    } catch (error) {
      log.warn({ err: error }, 'embedded database maintenance failed; retrying later');
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
    // Never the reason the process stays alive.
    timer.unref();
  };
  schedule(firstDelayMs);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
