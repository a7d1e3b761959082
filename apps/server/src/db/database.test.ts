import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { shops } from './schema/shops.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitstop-db-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('embedded database on disk', () => {
  it('keeps every row across a restart on the same DATA_DIR', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await first.migrate();
    await first.db.insert(shops).values([{ name: 'Kept Garage' }, { name: 'Also Kept' }]);
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await second.migrate();
    const names = (await second.db.select({ name: shops.name }).from(shops))
      .map((row) => row.name)
      .sort();
    await second.close();
    expect(names).toEqual(['Also Kept', 'Kept Garage']);
  }, 60_000);

  it('refuses a second process on a DATA_DIR in use, and takes over a stale lock', async () => {
    const unlock = lockDataDir(dataDir);
    // The test runner's parent process stands in for "another Pitstop still running".
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dataDir, 'pitstop.pid'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrowError(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrowError(
      new RegExp(`in use by another Pitstop process \\(pid ${process.ppid}\\)`),
    );

    // A pid that no longer runs is a lock left by a crash: the next start takes it over.
    writeFileSync(path.join(dataDir, 'pitstop.pid'), '2147483646\n');
    const release = lockDataDir(dataDir);
    release();
    unlock();
  });
});
