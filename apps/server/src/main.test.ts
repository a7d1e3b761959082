import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: 'false', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Start-up speed is the bench's to measure; here a busy machine may take its time (60 s). */
async function waitUntilReady(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become ready');
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pitstop-main-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses a bad configuration with one line naming the variable, writing nothing', async () => {
    const dataDir = path.join(root, 'never-created');
    const server = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: must be a port number/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops cleanly on SIGTERM, refuses a second process on the same DATA_DIR, and starts again on it', async () => {
    const dataDir = path.join(root, 'data');
    const port = 3900 + Math.floor(Math.random() * 90);
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(port, first.child);
    const contact = await fetch(`http://127.0.0.1:${port}/api/v1/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kim',
        email: 'kim@example.com',
        message: 'Please call me about a demo.',
      }),
    });
    expect(contact.status).toBe(201);

    const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      new RegExp(`is in use by another Pitstop process \\(pid ${first.child.pid}\\)`),
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilReady(port, again.child);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 150_000);
});
