import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { createRelay } from '../../test/tcp-relay.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';

describe('readiness when the embedded database is gone', () => {
  it('answers 503 once the database no longer answers', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, webDistDir: '/nonexistent' });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await database.close();
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: 'The database is not answering.',
    });
    await app.close();
  });
});

// A database server to cut off is there when the suite runs on PostgreSQL (as CI does).
describe.runIf(process.env.TEST_DATABASE_URL)('readiness when PostgreSQL goes away', () => {
  let template: Database;
  let relayed: Database;
  let relay: ReturnType<typeof createRelay>;

  beforeAll(async () => {
    template = await openTestDatabase();
    const options = template.pool?.options as { connectionString: string } | undefined;
    if (!options) throw new Error('the test database is not PostgreSQL');
    const url = new URL(options.connectionString);
    relay = createRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port());
    relayed = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await relayed?.close();
    await relay.stop();
    await template?.close();
  });

  it('answers 503 while the database is unreachable and recovers without a restart', async () => {
    const app = await buildApp(testConfig(), { database: relayed, webDistDir: '/nonexistent' });
    expect((await app.inject('/readyz')).statusCode).toBe(200);

    await relay.stop();
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect(down.headers['retry-after']).toBe('5');

    await relay.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await app.inject('/readyz')).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    await app.close();
  }, 30_000);
});
