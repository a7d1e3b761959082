import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { sendCsvDownload } from './csv-download.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let baseUrl: string;

/** A CSV of `rows` rows that then fails, as an export does when its query fails. */
function failingCsv(rows: number): Readable {
  const csv = stringify({ header: true, columns: ['Name', 'Notes'] });
  async function* source() {
    for (let row = 0; row < rows; row++) yield [`Client ${row}`, `${row * 7919} `.repeat(20)];
    // The next batch's query takes a moment, then fails.
    await setTimeout(20);
    throw new Error('the database went away');
  }
  const records = Readable.from(source());
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}

beforeAll(async () => {
  harness = await createTestApp();
  for (const rows of [0, 5, 20_000]) {
    harness.app.get(
      `/api/v1/test-export-failing-after-${rows}.csv`,
      { config: { access: 'public' } },
      (request, reply) => sendCsvDownload(request, reply, 'test.csv', failingCsv(rows)),
    );
  }
  admin = await createShopAdmin(harness.app, { email: 'admin@csv.test', shopName: 'CSV' });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => harness?.close());

describe('a CSV export that fails (#15.5)', () => {
  it('before its first byte answers a plain problem+json, even when compression was asked for', async () => {
    const response = await harness.app.inject({
      url: '/api/v1/test-export-failing-after-0.csv',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 500,
      detail: 'Something went wrong on our side.',
    });
  });

  it('when its query fails is a problem+json, on the real clients export', async () => {
    await harness.database.db.execute(sql`alter table clients rename to clients_away`);
    try {
      const response = await harness.app.inject({
        url: '/api/v1/clients/export.csv',
        headers: { cookie: admin.cookie, 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().status).toBe(500);
    } finally {
      await harness.database.db.execute(sql`alter table clients_away rename to clients`);
    }
  });

  it('after its first byte ends the response early, so the download fails (compressed or not)', async () => {
    const cases: [number, string][] = [
      [5, 'br'],
      [20_000, 'br'],
      [20_000, 'gzip'],
      [20_000, 'identity'],
    ];
    for (const [rows, encoding] of cases) {
      const download = async () => {
        const response = await fetch(`${baseUrl}/api/v1/test-export-failing-after-${rows}.csv`, {
          headers: { 'accept-encoding': encoding },
        });
        return response.text();
      };
      await expect(download(), `${rows} rows, ${encoding}`).rejects.toThrow();
    }
  });

  it('after its first chunk is never answered as an error under a compressed header', async () => {
    const response = harness.app.inject({
      url: '/api/v1/test-export-failing-after-5.csv',
      headers: { 'accept-encoding': 'br' },
    });
    await expect(response).rejects.toThrow('response destroyed before completion');
  });

  it('that does not fail is sent whole', async () => {
    const response = await fetch(`${baseUrl}/api/v1/clients/export.csv`, {
      headers: { cookie: admin.cookie, 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(await response.text()).toContain('Name,Email,Phone');
  });
});
