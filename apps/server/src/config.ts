import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true/false, on/off, yes/no, 1/0',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_RETRY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be 3600 or less')
    .default(60),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  DEMO_DATA: booleanFlag.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender like "Pitstop <no-reply@example.com>"').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1000, 'must be 1000 or less')
    .default(1),
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

/** Where photos and other files are kept (DESIGN.md §7: one file storage). */
export type StorageConfig =
  /** Under `DATA_DIR/files`. */
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service (MinIO, R2, …); unset is AWS itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `bucket` in the path instead of the host name (most self-hosted services want it). */
      forcePathStyle: boolean;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** `undefined` selects the embedded PGlite database under `dataDir`; `memory://` keeps it in RAM. */
  databaseUrl: string | undefined;
  /** How long start-up keeps retrying a PostgreSQL that does not answer (starting beside us). */
  databaseRetrySeconds: number;
  appUrl: string;
  demoData: boolean;
  /** `undefined` outside production: the server generates one and keeps it under `dataDir`. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of Pitstop's mail. */
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every auth rate limit (1 in production; larger for test runs from one address). */
  rateLimitScale: number;
  storage: StorageConfig;
};

export class ConfigError extends Error {}

/** Unset and empty variables are the same thing to an operator. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Reads the configuration once at start; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`${name}: ${issue?.message ?? 'is invalid'} (got "${env[name] ?? ''}")`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production) {
    for (const name of ['AUTH_SECRET', 'APP_URL', 'SMTP_URL'] as const) {
      if (!vars[name]) throw new ConfigError(`${name}: is required when NODE_ENV=production`);
    }
    if (vars.DEMO_DATA) {
      throw new ConfigError('DEMO_DATA: demo accounts are never served when NODE_ENV=production');
    }
  }
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    databaseRetrySeconds: vars.DATABASE_RETRY_SECONDS,
    appUrl: vars.APP_URL ?? `http://localhost:${vars.PORT}`,
    demoData: vars.DEMO_DATA ?? (!production && !vars.DATABASE_URL),
    authSecret: vars.AUTH_SECRET,
    smtpUrl: vars.SMTP_URL,
    mailFrom:
      vars.MAIL_FROM ??
      `Pitstop <no-reply@${new URL(vars.APP_URL ?? 'http://localhost').hostname}>`,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    storage: storageConfigOf(vars),
  };
}

/** S3 when a bucket is named; its other variables alone are a mistake worth stopping for. */
function storageConfigOf(vars: z.infer<typeof envSchema>): StorageConfig {
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!vars.S3_BUCKET) {
    const stray = s3Only.find((name) => vars[name]);
    if (stray) throw new ConfigError(`S3_BUCKET: is required when ${stray} is set`);
    return { kind: 'local' };
  }
  if (vars.S3_ACCESS_KEY_ID && !vars.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID');
  if (vars.S3_SECRET_ACCESS_KEY && !vars.S3_ACCESS_KEY_ID)
    throw new ConfigError('S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY');
  return {
    kind: 's3',
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION,
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
  };
}
