import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../modules/accounts/demo-accounts.ts';
import { seedDemoAccounts } from '../seed/seed-demo-accounts.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { apiAs, type Session } from '../test/api-helpers.ts';
import { signIn } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('decodeCursor', () => {
  const id = '0b6f3f0e-8a51-4b8e-9a3c-1f2d3e4c5b6a';
  const decode = (values: unknown[]) =>
    decodeCursor('list', Buffer.from(JSON.stringify(['list', ...values])).toString('base64url'), [
      'timestamp',
      'uuid',
    ]);

  it('reads back what it wrote', () => {
    const time = '2026-02-28 23:59:59.123456+05:30';
    expect(decodeCursor('list', encodeCursor('list', [time, id]), ['timestamp', 'uuid'])).toEqual([
      time,
      id,
    ]);
    expect(decode(['2024-02-29 00:00:00+00', id])).toEqual(['2024-02-29 00:00:00+00', id]);
    expect(decode(['-infinity', id])).toEqual(['-infinity', id]);
  });

  it('refuses dates that are not on the calendar, ids that are not uuids, and other lists', () => {
    for (const values of [
      ['2024-99-99 99:99:99+00', id],
      ['2023-02-29 00:00:00+00', id],
      ['2024-01-01 24:00:00+00', id],
      ['2024-01-01 00:00:00+99', id],
      ['0000-01-01 00:00:00+00', id],
      ['2024-01-01 00:00:00+00', '-'.repeat(36)],
      ['2024-01-01 00:00:00+00', 'g'.repeat(36)],
      ['2024-01-01 00:00:00+00', 7],
      ['2024-01-01 00:00:00+00'],
      ['2024-01-01 00:00:00+00', id, id],
    ]) {
      expect(() => decode(values), JSON.stringify(values)).toThrow(
        'This page link is no longer valid',
      );
    }
    expect(() =>
      decodeCursor('other', encodeCursor('list', ['-infinity', id]), ['timestamp', 'uuid']),
    ).toThrow();
    expect(() => decodeCursor('list', 'not base64 json', ['text'])).toThrow();
  });

  it('checks numbers and text as their sort keys', () => {
    const one = (field: 'integer' | 'decimal' | 'text', value: string) =>
      decodeCursor('list', encodeCursor('list', [value]), [field]);
    expect(one('integer', '12')).toEqual(['12']);
    expect(one('decimal', '1234.50')).toEqual(['1234.50']);
    expect(one('text', 'ana lima')).toEqual(['ana lima']);
    for (const [field, value] of [
      ['integer', '1e3'],
      ['integer', '99999999999'],
      ['decimal', 'NaN'],
      ['decimal', '1.2.3'],
      ['text', 'a\u0000b'],
      ['text', 'x'.repeat(1001)],
    ] as const) {
      expect(() => one(field, value), `${field} ${value}`).toThrow();
    }
  });
});

/** Hand-made variants of a real cursor: each value replaced by one of the wrong shape. */
function forgeries(cursor: string): string[] {
  const [scope, ...values] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  const encode = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  const bad: unknown[][] = [
    [scope, ...values.slice(0, -1)],
    [scope, ...values, values.at(-1)],
    ['another-list', ...values],
  ];
  values.forEach((value: unknown, index: number) => {
    const replace = (replacement: unknown) =>
      bad.push([scope, ...values.slice(0, index), replacement, ...values.slice(index + 1)]);
    // A sort by name holds free text: only a NUL or an overlong name is wrong there.
    const typed = typeof value === 'string' && /^(-?\d|-infinity$|[0-9a-f]{8}-)/.test(value);
    const wrongText = typed ? ['2024-99-99 99:99:99+00', '-'.repeat(36), '1e999'] : [];
    for (const replacement of [...wrongText, 'a\u0000b', 'x'.repeat(1001), 12, null, { value }]) {
      replace(replacement);
    }
  });
  return [...bad.map(encode), encode([]), encode({ scope }), 'bm90LWpzb24', 'a'.repeat(1001)];
}

describe('every list refuses a hand-made cursor with a 400 (#15.4)', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Session;
  let driver: Session;
  let clientId: string;

  beforeAll(async () => {
    harness = await createTestApp();
    const demo = await seedDemoData({ tx: harness.database.db });
    await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });
    owner = await signIn(harness.app, 'owner@pitstop.test', DEMO_PASSWORD);
    driver = await signIn(harness.app, 'driver@pitstop.test', DEMO_PASSWORD);
    const dashboard = (await apiAs(harness.app, driver).get('/portal/dashboard')).json();
    clientId = dashboard.workshops[0].clientId;
    // Two messages, so the staff inbox has a second page.
    for (const content of ['Is my car ready?', 'Thanks!']) {
      const sent = await apiAs(harness.app, driver).send('POST', '/portal/messages', {
        clientId,
        content,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
  });
  afterAll(() => harness?.close());

  it('on clients (each sort and order), vehicles, communications, notifications and service history', async () => {
    const lists: [Session, string][] = [
      [owner, '/vehicles?limit=1'],
      [owner, `/clients/${clientId}/communications?limit=1`],
      [driver, '/portal/communications?limit=1'],
      [owner, '/notifications?limit=1'],
      [owner, `/clients/${clientId}/service-history?limit=1`],
      [driver, '/portal/service-history?limit=1'],
    ];
    for (const sort of ['createdAt', 'name', 'vehicleCount', 'totalSpend', 'lastServiceDate'])
      for (const order of ['asc', 'desc'])
        lists.push([owner, `/clients?sort=${sort}&order=${order}&limit=1`]);

    for (const [session, url] of lists) {
      const first = await apiAs(harness.app, session).get(url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      const cursor = first.json().nextCursor as string | null;
      expect(cursor, `${url} has a second page`).toBeTruthy();
      const next = await apiAs(harness.app, session).get(`${url}&cursor=${cursor}`);
      expect(next.statusCode, `${url} page 2: ${next.body}`).toBe(200);

      for (const forged of forgeries(cursor as string)) {
        const response = await apiAs(harness.app, session).get(
          `${url}&cursor=${encodeURIComponent(forged)}`,
        );
        const what = `${url} with ${Buffer.from(forged, 'base64url').toString('utf8')}`;
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json().errors, what).toEqual([
          { path: 'query.cursor', message: 'Invalid cursor' },
        ]);
      }
    }
  });
});
