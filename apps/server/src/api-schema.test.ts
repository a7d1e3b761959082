import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiSchemaFile, apiSchemaSource } from './api-schema.ts';
import { createTestApp } from './test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

it("the web's API types match the server's OpenAPI document (else run `npm run api:types`)", async () => {
  await harness.app.ready();
  const committed = await readFile(apiSchemaFile, 'utf8');
  expect(committed).toBe(await apiSchemaSource(harness.app));
});
