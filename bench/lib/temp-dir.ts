import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';

/** A fresh empty directory under the OS temp dir, removed afterwards, even on failure. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pitstop-bench-'));
  const remove = async () => rmSync(dir, { recursive: true, force: true });
  const unregister = onCleanup(remove);
  try {
    return await use(dir);
  } finally {
    unregister();
    await remove();
  }
}
