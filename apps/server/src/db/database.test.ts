import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { shops } from './schema/shops.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

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
});

// On Linux both its own way (an abstract socket) and the socket file of other platforms run.
const lockWays: NodeJS.Platform[] =
  process.platform === 'linux' ? ['linux', 'darwin'] : [process.platform];
describe.each(lockWays)('the DATA_DIR lock, the %s way', (platform) => {
  it('refuses a second holder of a DATA_DIR in use, naming its pid', async () => {
    const unlock = await lockDataDir(dataDir, platform);
    await expect(lockDataDir(dataDir, platform)).rejects.toThrowError(DataDirInUseError);
    await expect(lockDataDir(path.join(dataDir, '.'), platform)).rejects.toThrowError(
      new RegExp(`in use by another Pitstop process \\(pid ${process.pid}\\)`),
    );
    unlock();
    (await lockDataDir(dataDir, platform))();
  });

  it('is not blocked by an old pid file whose pid now belongs to an unrelated live process', async () => {
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'pitstop.pid'), `${unrelated.pid}\n`);
      const unlock = await lockDataDir(dataDir, platform);
      unlock();
    } finally {
      unrelated.kill('SIGKILL');
    }
  });

  it('is released by the operating system when its holder is killed with SIGKILL', async () => {
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
           await lockDataDir(${JSON.stringify(dataDir)}, ${JSON.stringify(platform)});
           console.log('locked');
           setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on('data', (chunk) => String(chunk).includes('locked') && resolve());
      holder.on('exit', () => reject(new Error('the holder exited before locking')));
    });
    await expect(lockDataDir(dataDir, platform)).rejects.toThrowError(`(pid ${holder.pid})`);
    holder.kill('SIGKILL');
    await exited;
    const unlock = await lockDataDir(dataDir, platform);
    unlock();
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('prepares each query shape once per connection and reuses it', async () => {
    const { openTestDatabase } = await import('../test/test-app.ts');
    const database = await openTestDatabase();
    try {
      const pool = database.pool;
      if (!pool) throw new Error('PostgreSQL expected');
      await database.db.insert(shops).values({ name: 'Prepared Garage' });
      const read = () => database.db.select({ name: shops.name }).from(shops);
      expect(await read()).toEqual([{ name: 'Prepared Garage' }]);
      // The pool hands the connection just released to the next query (sequential calls).
      const prepared = async () =>
        (
          await pool.query<{ statement: string }>(
            `select statement from pg_prepared_statements where statement like 'select "name" from "shops"%'`,
          )
        ).rows;
      expect(await prepared()).toHaveLength(1);
      expect(await read()).toEqual([{ name: 'Prepared Garage' }]);
      expect(await prepared()).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
