import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const shellNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

describe('the web build', () => {
  it("is React's production build even when the shell says NODE_ENV=development", async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig(
      { configFile: path.join(import.meta.dirname, 'vite.config.ts'), logLevel: 'silent' },
      'build',
    );
    expect(config.isProduction).toBe(true);
    // What React's `process.env.NODE_ENV` checks in the bundle are replaced with.
    expect(process.env.NODE_ENV).toBe('production');
  });
});
