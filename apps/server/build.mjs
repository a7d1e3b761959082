// Bundles the server and its packages into dist/main.js, and the embedded database's worker
// thread into dist/pglite-worker.js: one file (whitespace-minified, names kept, with a source
// map) loads far faster than hundreds of modules resolved one by one — a restart went from
// ~1.3 s to ~0.9 s. PGlite finds its WebAssembly next to its own code, so it stays in
// node_modules (the API docs plugin is told where its files are). Also copies the migrations
// and makes two templates a new DATA_DIR starts from: dist/pglite-template.tar.gz (empty,
// migrated: a first start skips initdb) and dist/pglite-demo-template.tar.gz (the same with the
// demo shops and accounts, used on the day it was made; ADR 006).
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

// pdfkit loads its standard fonts' metrics and colour profile from its own folder (ADR 019).
// sharp loads its native libvips build for the platform (@img/sharp-*); heic-decode brings
// libheif's WebAssembly build, a 1.5 MB file best left where it is (ADR 021).
const external = ['@electric-sql/pglite', 'pg-native', 'pdfkit', 'sharp', 'heic-decode'];

rmSync('dist', { recursive: true, force: true });
/** Everything is bundled the same way; PGlite stays outside (it loads its WebAssembly itself). */
const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS packages call require(); the ESM bundle gets one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

await build({
  ...bundleOptions,
  // The embedded database's worker thread is its own entry (dist/pglite-worker.js).
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  // main.ts loads start.ts (the app) with import(): its own chunk, evaluated after the embedded
  // database's thread has been started.
  splitting: true,
  // Chunks sit beside main.js: modules find their files relative to import.meta.url.
  chunkNames: 'chunk-[hash]',
  sourcemap: true,
  minifyWhitespace: true,
  minifySyntax: true,
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

const pglite = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
await migrate(drizzle({ client: pglite }), { migrationsFolder: 'dist/migrations' });
const template = await pglite.dumpDataDir('gzip');
await pglite.close();
writeFileSync('dist/pglite-template.tar.gz', Buffer.from(await template.arrayBuffer()));

// The same template with the demo shops and accounts (dist/pglite-demo-template.*): a new
// DATA_DIR with demo data on starts from it the same day instead of seeding (~2 s).
await build({
  ...bundleOptions,
  entryPoints: ['src/seed/demo-template.ts'],
  outfile: '.build/demo-template.js',
});
const { makeDemoTemplate } = await import('./.build/demo-template.js');
const demo = await makeDemoTemplate(template);
writeFileSync('dist/pglite-demo-template.tar.gz', Buffer.from(await demo.tarball.arrayBuffer()));
writeFileSync('dist/pglite-demo-template.json', `${JSON.stringify({ seededAt: demo.seededAt })}\n`);
rmSync('.build', { recursive: true, force: true });
