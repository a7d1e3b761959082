import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../test/api-helpers.ts';
import { createShopAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;

beforeAll(async () => {
  harness = await createTestApp({ logger: { level: 'warn', stream: logStream } });
  // A route whose query fails in the database with a client's personal data as its parameter.
  harness.app.get('/api/v1/test-failing-query', { config: { access: 'public' } }, async () => {
    await harness.app.database.db.execute(
      sql`select ${'ana.lima@example.com\n    at Ana Lima, 12 Oak St'}::integer`,
    );
    return {};
  });
  // A query that never reached the database: it is down.
  harness.app.get('/api/v1/test-unreachable-database', { config: { access: 'public' } }, () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new DrizzleQueryError(
      'select * from clients where email = $1',
      ['ana.lima@example.com'],
      refused,
    );
  });
  admin = await createShopAdmin(harness.app, { email: 'admin@errors.test', shopName: 'Errors' });
});
afterAll(() => harness?.close());

function expectFieldError(
  response: Awaited<ReturnType<typeof harness.app.inject>>,
  path: string,
  what: string,
) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json().errors.map((entry: { path: string }) => entry.path)).toContain(path);
}

describe('text with control characters (#15.3)', () => {
  it('refuses a NUL in a body field with a 400 naming the field, the public contact form too', async () => {
    const contact = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/contact-requests',
      payload: { name: 'Dana', email: 'dana@example.com', message: 'Hello there,\u0000 a demo?' },
    });
    expectFieldError(contact, 'body.message', 'contact request');
    const client = await apiAs(harness.app, admin).send('POST', '/clients', {
      name: 'a\u0000b',
      phone: '555 0100',
      notes: 'Two\nlines are fine',
    });
    expectFieldError(client, 'body.name', 'new client');
  });

  it('refuses ?search=%00 on every search with a 400 naming the parameter', async () => {
    for (const [url, path] of [
      ['/api/v1/clients?search=%00', 'query.search'],
      ['/api/v1/clients/options?search=%00', 'query.search'],
      ['/api/v1/vehicles?search=%00', 'query.search'],
      ['/api/v1/services?search=%00', 'query.search'],
      ['/api/v1/search?q=%00', 'query.q'],
      ['/api/dev/mailbox?to=%00', 'query.to'],
    ] as const) {
      const response = await harness.app.inject({ url, headers: { cookie: admin.cookie } });
      expectFieldError(response, path, url);
    }
  });
});

describe('a database error', () => {
  it('is logged with its code, never with the query or its parameters', async () => {
    logLines.length = 0;
    const response = await harness.app.inject('/api/v1/test-failing-query');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toContain('ana.lima');
    const logged = JSON.stringify(logLines);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logged).toContain('22P02');
    expect(logged).not.toMatch(/ana.lima|Oak St/);
    expect(logged).not.toMatch(/Failed query|select \$1/);
  });

  it('that never reached the database is logged by its code, without the query either', async () => {
    logLines.length = 0;
    const response = await harness.app.inject('/api/v1/test-unreachable-database');
    expect(response.statusCode).toBe(503);
    const logged = JSON.stringify(logLines);
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toMatch(/ana\.lima|Failed query|where email/);
  });
});

describe('a database outage inside a better-auth call', () => {
  it('is logged without the session token and answered 503 with Retry-After', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const own = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      const owner = await createShopAdmin(own.app, {
        email: 'auth-log@example.com',
        shopName: 'Log Garage',
      });
      const token = decodeURIComponent(owner.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(20);
      // Every query of the session lookup now fails inside better-auth, which logs it itself.
      await own.database.close();
      const answer = await own.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: owner.cookie },
      });
      // …and the caller gets the outage's 503, as from any other route.
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['content-type']).toContain('application/problem+json');
      const logged = lines.join('');
      expect(logged).toContain('auth: ');
      expect(logged).not.toContain(token);
      expect(logged).not.toMatch(/Failed query|params:/);
    } finally {
      await own.app.close();
    }
  });
});
