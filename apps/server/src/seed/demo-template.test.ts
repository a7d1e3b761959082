import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { freshDemoTemplate } from '../db/demo-template-files.ts';
import { DEMO_PASSWORD } from '../modules/accounts/demo-accounts.ts';
import { apiAs } from '../test/api-helpers.ts';
import { signIn } from '../test/auth-helpers.ts';
import { testConfig } from '../test/test-app.ts';
import { makeDemoTemplate } from './demo-template.ts';

/** The run's migrated PGlite data directory; a run on PostgreSQL (no such file) makes one. */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (file) return new Blob([await readFile(file)]);
  const database = await openDatabase({ engine: 'pglite' });
  try {
    await database.migrate();
    const tarball = await database.dumpDataDir?.('gzip');
    if (!tarball) throw new Error('PGlite gave no data directory');
    return tarball;
  } finally {
    await database.close();
  }
}

describe('demo template (made by the build, so a new DATA_DIR skips seeding)', () => {
  it('holds the demo shops and accounts: the demo owner signs in and sees the demo garage and its stock', async () => {
    const migrated = await migratedPgliteTemplate();
    const { tarball } = await makeDemoTemplate(migrated);
    const database = await openDatabase({ engine: 'pglite', loadDataDir: tarball });
    const app = await buildApp(testConfig(), { database, webDistDir: '/nonexistent' });
    try {
      const owner = await signIn(app, 'owner@pitstop.test', DEMO_PASSWORD);
      const dashboard = await apiAs(app, owner).get('/dashboard');
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json()).toMatchObject({ clients: 40, vehicles: 60 });
      // The stock room comes with it: items, a few of them low, and a ledger that checks out.
      const summary = await apiAs(app, owner).get('/inventory/summary');
      expect(summary.json().activeItems).toBeGreaterThanOrEqual(140);
      expect(summary.json().lowStock).toBeGreaterThanOrEqual(3);
      const check = await apiAs(app, owner).get('/inventory/ledger-check');
      expect(check.json().mismatches).toEqual([]);
      const driver = await signIn(app, 'driver@pitstop.test', DEMO_PASSWORD);
      const vehicles = await apiAs(app, driver).get('/portal/vehicles');
      expect(vehicles.json()).toHaveLength(2);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('is used only on the day it was seeded (in the demo shop time zone), else seeding runs', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pitstop-demo-template-'));
    const files = {
      tarball: path.join(directory, 'demo.tar.gz'),
      seededAt: path.join(directory, 'demo.json'),
    };
    try {
      expect(freshDemoTemplate(new Date(), files)).toBeUndefined();
      await writeFile(files.tarball, 'tarball');
      // 20:00 UTC on 24 Nov is 14:00 in Chicago; 05:00 UTC on 25 Nov is still 23:00 on the 24th.
      await writeFile(files.seededAt, JSON.stringify({ seededAt: '2026-11-24T20:00:00.000Z' }));
      expect(freshDemoTemplate(new Date('2026-11-25T05:00:00Z'), files)).toBe(files.tarball);
      expect(freshDemoTemplate(new Date('2026-11-25T07:00:00Z'), files)).toBeUndefined();
      expect(freshDemoTemplate(new Date('2026-11-23T20:00:00Z'), files)).toBeUndefined();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
