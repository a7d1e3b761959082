import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * Where the lock of a data directory listens, named after the directory's real path (so two
 * spellings of one directory share it). Linux's abstract sockets and Windows' pipes are names
 * the kernel drops when their process dies; elsewhere it is a socket file in the temp directory.
 */
function lockAddress(realDir: string, platform: NodeJS.Platform): string {
  const key = createHash('sha256').update(realDir).digest('hex').slice(0, 32);
  if (platform === 'linux') return `\0pitstop-data-dir-${key}`;
  if (platform === 'win32') return `\\\\.\\pipe\\pitstop-data-dir-${key}`;
  return path.join(os.tmpdir(), `pitstop-data-dir-${key}.sock`);
}

function listen(server: net.Server, address: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Who holds the lock: `undefined` when nobody listens (a socket file left by a dead process),
 * else the pid it answers with — `null` when it accepted but did not answer in time (busy).
 */
function holderOf(address: string) {
  return new Promise<number | null | undefined>((resolve) => {
    let answer = '';
    let connected = false;
    const socket = net.connect(address, () => {
      connected = true;
    });
    socket.setEncoding('utf8');
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => {
      const pid = Number.parseInt(answer, 10);
      resolve(Number.isInteger(pid) ? pid : connected ? null : undefined);
    });
    socket.on('error', () => {});
  });
}

/**
 * PGlite has no locking between processes: a second one on the same directory would open it
 * and lose its writes. The process holding a data directory listens on a local socket named
 * after it, and answers each connection with its pid. The operating system releases that
 * socket when the process ends in any way (kill -9 included), so nothing stale is left behind,
 * and an unrelated process that reuses an old pid cannot block a start.
 */
export async function lockDataDir(
  dataDir: string,
  /** Tests take the socket-file way of other platforms on Linux too. */
  platform: NodeJS.Platform = process.platform,
): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const realDir = realpathSync(dataDir);
  const address = lockAddress(realDir, platform);
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await listen(server, address);
      // The lock must not keep the process alive on its own.
      server.unref();
      return () => server.close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await holderOf(address);
      if (holder !== undefined) {
        throw new DataDirInUseError(
          `DATA_DIR ${realDir} is in use by another Pitstop process${holder ? ` (pid ${holder})` : ''}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      // A socket file nobody answers on was left by a process that died: take it over.
      if (!address.startsWith('\0') && !address.startsWith('\\\\'))
        rmSync(address, { force: true });
    }
  }
  throw new DataDirInUseError(`DATA_DIR ${realDir} could not be locked`);
}
