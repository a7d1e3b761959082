import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      databaseRetrySeconds: 60,
      demoData: true,
      appUrl: 'http://localhost:3000',
      env: 'development',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/^PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/^DATABASE_URL: /);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrowError(/^DEMO_DATA: /);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrowError(/^AUTH_SECRET: /);
    expect(() => loadConfig({ DATABASE_RETRY_SECONDS: '-1' })).toThrowError(
      /^DATABASE_RETRY_SECONDS: /,
    );
  });

  it('requires AUTH_SECRET, APP_URL and SMTP_URL in production and never demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://shop.example',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(loadConfig(production).demoData).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_DATA: 'true' })).toThrowError(/^DEMO_DATA: /);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/pitstop' }).demoData).toBe(false);
  });
});
