import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup.ts';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Variables the server reads; the bench sets them itself so the caller's shell cannot leak in
// (a DATABASE_URL there would silently move the "embedded" figures to PostgreSQL).
const serverVariables = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'APP_URL',
  'DEMO_DATA',
  'AUTH_SECRET',
  'SMTP_URL',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

const POLL_INTERVAL_MS = 20;
const OUTPUT_LIMIT = 16_000;

export type ServerOptions = {
  dataDir: string;
  /** postgres://… selects PostgreSQL; unset selects the embedded PGlite under dataDir. */
  databaseUrl?: string;
  demoData?: boolean;
  readyTimeoutMs?: number;
};

export type StopResult = { exitCode: number | null; signal: NodeJS.Signals | null; ms: number };

export type RunningServer = {
  pid: number;
  url: string;
  /** From spawn to the first 200 of GET /readyz. */
  readyMs: number;
  /** Peak resident set size so far (VmHWM), in KiB; undefined where /proc is missing. */
  peakRssKiB(): number | undefined;
  /** Resident set size now (VmRSS), in KiB; undefined where /proc is missing. */
  rssKiB(): number | undefined;
  /** Sends SIGTERM and waits for the exit; throws unless the exit code is 0. */
  stop(): Promise<StopResult>;
};

export function serverIsBuilt(): boolean {
  return existsSync(serverEntry);
}

/** A port the kernel just handed out on loopback; free again by the time the server binds it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves with the status code, or 0 when nothing answers (refused, reset, timed out). */
export function getStatus(url: string, timeoutMs = 1_000): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

function waitForExit(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** A size line of /proc/<pid>/status in KiB; undefined where /proc is missing. */
function memoryStatus(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts apps/server/dist/main.js on a free loopback port and waits until /readyz answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!serverIsBuilt()) {
    throw new Error(`${serverEntry} is missing: run "npm run build -w @pitstop/server" first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of serverVariables) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.demoData === undefined ? {} : { DEMO_DATA: String(options.demoData) }),
  });

  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = waitForExit(child);
  const failure = (message: string) => {
    const tail = output.trim().split('\n').slice(-15).join('\n');
    return new Error(tail ? `${message}\n--- server output (last lines) ---\n${tail}` : message);
  };

  const deadline = startedAt + (options.readyTimeoutMs ?? 30_000);
  let readyMs: number | undefined;
  while (readyMs === undefined) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw failure(
        `server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw failure(`server was not ready within ${options.readyTimeoutMs ?? 30_000} ms`);
    }
    if ((await getStatus(`${url}/readyz`)) === 200) readyMs = performance.now() - startedAt;
    else await sleep(POLL_INTERVAL_MS);
  }

  const pid = child.pid as number;
  return {
    pid,
    url,
    readyMs,
    peakRssKiB: () => memoryStatus(pid, 'VmHWM'),
    rssKiB: () => memoryStatus(pid, 'VmRSS'),
    stop: async () => {
      const stoppingAt = performance.now();
      child.kill('SIGTERM');
      // The server forces its own exit after 10 s; give it a little more before killing it.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const { code, signal } = await exited;
      clearTimeout(timer);
      const result = { exitCode: code, signal, ms: performance.now() - stoppingAt };
      if (code !== 0) throw failure(`SIGTERM stop ended with code ${code}, signal ${signal}`);
      return result;
    },
  };
}
