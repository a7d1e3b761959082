import { writeFile } from 'node:fs/promises';
import { apiSchemaFile, apiSchemaSource } from './api-schema.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

/** `npm run api:types`: builds the app on an in-memory database (never listening) and writes the web's API types. */
const database = await openDatabase({ engine: 'pglite' });
try {
  await database.migrate();
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: 'api-types-secret-that-is-long-enough-for-better-auth',
      LOG_LEVEL: 'silent',
    }),
    { database, webDistDir: '/nonexistent' },
  );
  await app.ready();
  await writeFile(apiSchemaFile, await apiSchemaSource(app));
  await app.close();
  console.log(`Wrote ${apiSchemaFile}`);
} finally {
  await database.close();
}
