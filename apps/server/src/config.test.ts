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

describe('file storage configuration', () => {
  it('keeps files under DATA_DIR unless a bucket is named', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('uses S3-compatible storage when S3_BUCKET is set', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'pitstop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'pitstop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // No keys: the AWS SDK finds its own (environment, profile, instance role).
    expect(loadConfig({ S3_BUCKET: 'pitstop-files', S3_REGION: 'eu-west-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'pitstop-files',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrowError(
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      'S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'x' })).toThrowError(
      'S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' })).toThrowError(
      /^S3_ENDPOINT: /,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrowError(
      /^S3_FORCE_PATH_STYLE: /,
    );
  });
});
