import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, openDatabase } from './db/database.ts';
import { DatabaseUnreachableError, databaseUnavailableCause } from './db/unavailable.ts';
import { startPitstop } from './start.ts';
import { createShopAdmin } from './test/auth-helpers.ts';
import { openEventStream } from './test/event-stream.ts';
import { relayInFrontOf } from './test/tcp-relay.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Log lines a started Pitstop writes, as parsed JSON. */
function capturedLog() {
  const lines: { msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe('requests while the database is gone', () => {
  it('answers 503 problem+json with Retry-After, not 500, on either engine', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, webDistDir: '/nonexistent' });
    await database.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/contact-requests',
      payload: { name: 'Kim', email: 'kim@example.com', message: 'Please call me.' },
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });
});

// A database server to cut off is there when the suite runs on PostgreSQL (as CI does).
describe.runIf(process.env.TEST_DATABASE_URL)('while PostgreSQL is away', () => {
  let template: Database;
  let relayed: Database;
  let through: Awaited<ReturnType<typeof relayInFrontOf>>;

  beforeAll(async () => {
    template = await openTestDatabase();
    through = await relayInFrontOf(template);
    relayed = await openDatabase({ engine: 'postgres', url: through.url, poolSize: 2 });
  });
  afterAll(async () => {
    await relayed?.close();
    await through.relay.stop();
    await template?.close();
  });

  it('answers 503 problem+json with Retry-After, and serves again once it is back', async () => {
    const app = await buildApp(testConfig(), { database: relayed, webDistDir: '/nonexistent' });
    try {
      const admin = await createShopAdmin(app, {
        email: 'outage-admin@example.com',
        shopName: 'Outage Garage',
      });
      const clients = () =>
        app.inject({ url: '/api/v1/clients', headers: { cookie: admin.cookie } });
      expect((await clients()).statusCode).toBe(200);

      await through.relay.stop();
      for (const response of [
        await clients(),
        await app.inject({
          method: 'POST',
          url: '/api/v1/contact-requests',
          payload: { name: 'Kim', email: 'kim@example.com', message: 'Please call me.' },
        }),
      ]) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({
          status: 503,
          code: 'database_unavailable',
          detail: 'The database is not answering. Try again in a few seconds.',
        });
      }

      await through.relay.start();
      let status = 0;
      for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
        status = (await clients()).statusCode;
        if (status !== 200) await waitMs(250);
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('fails a transaction whose connection is lost between two statements, and goes on', async () => {
    const cutMidway = relayed.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await through.relay.stop();
      await waitMs(200);
      await tx.execute(sql`select 1`);
    });
    const failure = await cutMidway.catch((error: unknown) => error);
    expect(databaseUnavailableCause(failure)).toBeDefined();
    await through.relay.start();
    expect(await relayed.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('tells open event streams to refetch once the LISTEN connection is back', async () => {
    const app = await buildApp(testConfig(), { database: relayed, webDistDir: '/nonexistent' });
    try {
      const admin = await createShopAdmin(app, {
        email: 'outage-events@example.com',
        shopName: 'Resync Garage',
      });
      const stream = await openEventStream(app, admin.cookie);
      await through.relay.stop();
      await waitMs(500);
      expect(stream.events).toEqual([]);
      await through.relay.start();
      await stream.waitFor((event) => event.type === 'resync', 15_000);
      stream.close();
    } finally {
      await app.close();
    }
  }, 30_000);

  it('waits at start-up for a database that is not up yet, logging each failed attempt', async () => {
    await through.relay.stop();
    const { lines, logger } = capturedLog();
    const config = testConfig({ databaseUrl: through.url, databaseRetrySeconds: 30 });
    const starting = startPitstop(config, logger);
    await waitMs(1_500);
    await through.relay.start();
    const { app, stop } = await starting;
    try {
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      const retries = lines.filter((line) => /is not reachable yet; retrying$/.test(line.msg));
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(retries[0]).toMatchObject({ err: { code: 'ECONNREFUSED' } });
      expect(retries[0]?.msg).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+ is not reachable yet/);
    } finally {
      await stop();
    }
  }, 30_000);

  it('gives up after DATABASE_RETRY_SECONDS, naming where and why', async () => {
    await through.relay.stop();
    const config = testConfig({ databaseUrl: through.url, databaseRetrySeconds: 1 });
    const started = Date.now();
    const failure = await startPitstop(config, false).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect(String((failure as Error).message)).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:\d+ did not answer within 1 s \(DATABASE_RETRY_SECONDS\): .*ECONNREFUSED/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await through.relay.start();
  }, 30_000);
});
