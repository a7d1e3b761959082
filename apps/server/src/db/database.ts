import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';
import { type EmbeddedEngine, openPgliteThread, servedHere } from './pglite-thread.ts';
import * as schema from './schema/index.ts';
import { APPLY_SESSION_ACCESS, SYSTEM_SESSION_KEY, sessionAccess } from './tenancy.ts';

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both provide it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: domain functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseTarget =
  /**
   * Embedded PGlite: persisted under `dataDir`, or in memory when it is undefined. A new
   * `dataDir` starts from `template` (a migrated data directory made at build time) when given,
   * which saves initdb's seconds on the first start.
   */
  | {
      engine: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      template?: string;
      /** Runs PGlite in a worker thread (the server) rather than on the caller's (tests, tools). */
      inWorker?: boolean;
    }
  | { engine: 'postgres'; url: string; poolSize?: number };

export type Database = {
  engine: DatabaseTarget['engine'];
  /** Runs each query under the caller's shop scope, if it has one (db/tenancy.ts, ADR 034). */
  db: Db;
  /** Throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  /** Embedded engine only: the whole data directory as a tarball (templates, test fixtures). */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  close(): Promise<void>;
  /** The embedded engine, for features that need engine-level calls (LISTEN, maintenance). */
  pglite?: EmbeddedEngine;
  /** The node-postgres pool. */
  pool?: pg.Pool;
  /** PostgreSQL only: a new connection outside the pool, for features that hold one (LISTEN). */
  newConnection?: () => pg.Client;
};

const PG_MIGRATION_LOCK = 7_220_101;

export async function openDatabase(
  target: DatabaseTarget,
  onError: (error: Error) => void = () => {},
): Promise<Database> {
  if (target.engine === 'pglite') return openPglite(target);
  return openPostgres(target, onError);
}

// Each engine's driver is imported when it is opened: a server loads one of them, and loading
// the other would only lengthen its start (ADR 006).
async function openPglite(
  target: Extract<DatabaseTarget, { engine: 'pglite' }>,
): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const isNew = Boolean(target.dataDir && !existsSync(path.join(target.dataDir, 'PG_VERSION')));
  const template =
    isNew && target.template && existsSync(target.template) ? target.template : undefined;
  const pglite = target.inWorker
    ? openPgliteThread({
        ...(target.dataDir ? { dataDir: target.dataDir } : {}),
        ...(target.loadDataDir ? { loadDataDir: await target.loadDataDir.arrayBuffer() } : {}),
        ...(template ? { templateFile: template } : {}),
      })
    : await openPgliteHere(target, template);
  const db = drizzlePglite({ client: pglite as never, schema }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    pglite,
    ping: (timeoutMs) => withTimeout(pglite.query('select 1'), timeoutMs),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dumpDataDir: (compression) => pglite.dumpDataDir(compression),
    close: () => pglite.close(),
  };
}

async function openPgliteHere(
  target: Extract<DatabaseTarget, { engine: 'pglite' }>,
  template: string | undefined,
): Promise<EmbeddedEngine> {
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const loadDataDir =
    target.loadDataDir ?? (template ? new Blob([await readFile(template)]) : undefined);
  // Extensions must be loaded on every open, or writes touching a trigram or gist index fail.
  const pglite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
  return servedHere(pglite);
}

async function openPostgres(
  target: Extract<DatabaseTarget, { engine: 'postgres' }>,
  onError: (error: Error) => void,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (database restarted) must not crash the process; the
  // pool replaces it on the next checkout, so the app recovers by itself.
  pool.on('error', onError);
  // A connection lost while checked out (between two statements of a transaction) is reported
  // as an 'error' event, which node-postgres throws when nobody listens: it would end the
  // process. Its query in flight or the next one fails instead (the request answers 503), and
  // the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  prepareEachQueryShape(pool);
  applySessionAccessOnCheckout(pool);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    engine: 'postgres',
    db,
    pool,
    newConnection: () => new pg.Client({ connectionString: target.url }),
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    migrate: async () => {
      // Several instances may start at once against one database: one migrates, the rest wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [PG_MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [PG_MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function withTimeout(query: Promise<unknown>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      query,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database holds no shops yet (a fresh install, eligible for demo data). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.$count(schema.shops)) === 0;
}

/**
 * Every query the pool runs for Drizzle becomes a named (prepared) statement, one name per SQL
 * text: each connection parses a query shape once and PostgreSQL may keep its plan, instead of
 * parsing and planning every request's query anew (the staff mix on PostgreSQL: ~1,300 →
 * ~1,550 req/s on two cores; ADR 011). Drizzle's values are always parameters, so the texts are
 * a bounded set of shapes. Transactions run on a checked-out client and stay unnamed.
 */
function prepareEachQueryShape(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => {
    const text = (config as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || (config as { name?: unknown }).name)
      return query(config, ...rest);
    return query({ ...(config as object), name: nameOf(text) }, ...rest);
  };
}

/**
 * Every checkout of a pooled connection (a query, a transaction) first gives its session the
 * caller's shop scope or system access (db/tenancy.ts), read from the caller's async context at
 * the moment it asks. Each connection remembers what it last ran under, so a checkout for the
 * same scope costs nothing and a different one costs one round trip. The settings are applied
 * outside any transaction, so a later rollback cannot undo them behind that memory.
 */
function applySessionAccessOnCheckout(pool: pg.Pool) {
  const applied = new WeakMap<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async (): Promise<pg.PoolClient> => {
    const wanted = sessionAccess();
    const client = await connect();
    if ((applied.get(client) ?? SYSTEM_SESSION_KEY) === wanted.key) return client;
    try {
      await client.query(APPLY_SESSION_ACCESS, wanted.params);
    } catch (error) {
      // A session in an unknown state never goes back to the pool.
      client.release(error as Error);
      throw error;
    }
    applied.set(client, wanted.key);
    return client;
  };
  type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;
  // pg-pool's own `query` checks out through `this.connect` with a callback.
  (pool as unknown as { connect: (callback?: Callback) => unknown }).connect = (callback) => {
    if (!callback) return checkout();
    checkout().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  };
}
