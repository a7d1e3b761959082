import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * AUTH_SECRET signs sessions. Production must set it; elsewhere one is generated on first
 * start and kept in DATA_DIR, so sessions survive restarts without any setup.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'production') throw new Error('AUTH_SECRET is required in production');
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
