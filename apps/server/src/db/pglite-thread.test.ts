import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { shops } from './schema/shops.ts';
import { databaseUnavailableCause } from './unavailable.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ engine: 'pglite', inWorker: true });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

function causeOf(error: unknown): Record<string, unknown> {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause as Record<string, unknown>;
}

describe('PGlite in a worker thread', () => {
  it('answers Drizzle queries with the same values as in-thread PGlite', async () => {
    const [created] = await database.db
      .insert(shops)
      .values({ name: 'Thread Garage', timezone: 'Europe/Paris' })
      .returning();
    expect(created?.name).toBe('Thread Garage');
    expect(created?.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db
      .select({ id: shops.id, name: shops.name, createdAt: shops.createdAt })
      .from(shops)
      .where(eq(shops.id, created?.id ?? ''));
    expect(read).toEqual({ id: created?.id, name: 'Thread Garage', createdAt: created?.createdAt });
    const raw = await database.db.execute(sql`select 1 + 1 as two, 'x'::text as x`);
    expect((raw as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2, x: 'x' }]);
  });

  it('keeps the PostgreSQL error code and constraint a failed statement reports', async () => {
    const error = await database.db
      .insert(shops)
      .values({ name: 'No zone', timezone: null as unknown as string })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(causeOf(error)).toMatchObject({ code: '23502', column: 'timezone' });
  });

  it('commits a transaction, rolls one back on error, and holds other queries until it ends', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(shops).values({ name: 'Committed', timezone: 'UTC' });
    });
    const failure = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(shops).values({ name: 'Rolled back', timezone: 'UTC' });
        throw failure;
      }),
    ).rejects.toBe(failure);

    // A query sent while a transaction is open sees the database as it was before it, or after
    // it committed — never its uncommitted rows.
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(shops).values({ name: 'Inside', timezone: 'UTC' });
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db
      .select({ name: shops.name })
      .from(shops)
      .then((rows) => {
        order.push('outside read');
        return rows.map((row) => row.name);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    const names = await outside;
    expect(order).toEqual(['commit', 'outside read']);
    expect(names).toEqual(expect.arrayContaining(['Committed', 'Inside']));
    expect(names).not.toContain('Rolled back');
  });

  it('delivers NOTIFY payloads to listeners until they stop listening', async () => {
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite expected');
    const received: string[] = [];
    const stop = await pglite.listen('thread_test', (payload) => received.push(payload));
    await pglite.query(`select pg_notify('thread_test', 'hello')`);
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
    await pglite.query(`select pg_notify('thread_test', 'after')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual(['hello']);
  });

  it('fails queries after close as "database unavailable" (a 503), not as a query error', async () => {
    const closing = await openDatabase({ engine: 'pglite', inWorker: true });
    await closing.db.execute(sql`select 1`);
    await closing.close();
    const error = await closing.db.execute(sql`select 1`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(databaseUnavailableCause(error)?.message).toBe('the embedded database is closed');
  }, 60_000);
});
