import { fileURLToPath } from 'node:url';

// Beside this file in the source tree; the build copies the folder next to the bundle.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A migrated, empty PGlite data directory; only the build (dist/) has it. */
export const pgliteTemplate = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));
