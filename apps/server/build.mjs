// Bundles the server into dist/main.js. Workspace packages (@pitstop/*) are bundled in;
// registry packages stay external and load from node_modules. Also copies the migrations
// and makes dist/pglite-template.tar.gz: an empty, migrated embedded database that a new
// DATA_DIR starts from, so the first start skips PGlite's initdb.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pitstop/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

const pglite = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle({ client: pglite }), { migrationsFolder: 'dist/migrations' });
const template = await pglite.dumpDataDir('gzip');
await pglite.close();
writeFileSync('dist/pglite-template.tar.gz', Buffer.from(await template.arrayBuffer()));
