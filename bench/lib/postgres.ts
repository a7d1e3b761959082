import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Undefined when PostgreSQL answers; otherwise why it does not. */
export async function postgresUnreachable(
  adminUrl = POSTGRES_ADMIN_URL,
): Promise<string | undefined> {
  try {
    await withClient(adminUrl, (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch {
      // Before PostgreSQL 13 there is no FORCE; the servers are stopped by now anyway.
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    }
  });
}

/**
 * Creates `pitstop_bench_<random>`, hands its URL to `use`, and drops it afterwards, even on
 * failure — unless `BENCH_KEEP_DATABASE` is set, which keeps it (and prints its name) so a slow
 * generation can be queried again while iterating on a report's SQL.
 */
export async function withTemporaryDatabase<T>(
  use: (databaseUrl: string) => Promise<T>,
  adminUrl = POSTGRES_ADMIN_URL,
): Promise<T> {
  const name = `pitstop_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const keep = Boolean(process.env.BENCH_KEEP_DATABASE);
  const drop = keep
    ? async () => console.log(`  kept database ${name}`)
    : () => dropDatabase(adminUrl, name);
  const unregister = onCleanup(drop);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    unregister();
    await drop();
  }
}
