import { openDatabase } from '../db/database.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** Seeds a copy of the migrated template (a tarball) and returns it gzipped, for the build. */
export async function makeDemoTemplate(migrated: Blob, now = new Date()) {
  const database = await openDatabase({ engine: 'pglite', loadDataDir: migrated });
  try {
    const demo = await seedDemoData({ tx: database.db, now });
    await seedDemoAccounts({ tx: database.db, shops: demo.shops, now });
    // Planner statistics go into the template too, so the first start plans with them.
    await database.pglite?.exec('vacuum analyze');
    const tarball = await database.dumpDataDir?.('gzip');
    if (!tarball) throw new Error('the demo template is an embedded database');
    return { tarball, seededAt: now.toISOString() };
  } finally {
    await database.close();
  }
}
