import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { HTTP_LIMITS } from './http-limits.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

/** #21: requests too large or too slow get a problem+json answer, and their connection is let go. */
let database: Database;
let app: App;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), {
    database,
    webDistDir: '/nonexistent',
    httpLimits: {
      ...HTTP_LIMITS,
      headersTimeoutMs: 500,
      requestTimeoutMs: 500,
      timeoutCheckMs: 100,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends raw bytes and collects everything the server answers until it closes the connection. */
function exchange(request: string): Promise<{ answer: string; error?: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ answer, error: error.code, ms: Date.now() - started }),
    );
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.write(request);
  });
}

function problemIn(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/content-type: application\/problem\+json/i);
  return { status: Number(head.split(' ')[1]), problem: JSON.parse(body) };
}

describe('the limits of one HTTP request', () => {
  it('answers a query over the header limit with a 431 problem', async () => {
    const { answer } = await exchange(
      `GET /api/v1/clients?cursor=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const { status, problem } = problemIn(answer);
    expect(status).toBe(431);
    expect(problem).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });

  it('answers a 20 KB header with a 431 problem, not a reset connection', async () => {
    const { answer, error } = await exchange(
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(error).toBeUndefined();
    expect(problemIn(answer).status).toBe(431);
  });

  it('answers a body that never finishes with a 408 problem and closes the connection', async () => {
    const { answer, ms } = await exchange(
      'POST /api/v1/contact-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
    );
    const { status, problem } = problemIn(answer);
    expect(status).toBe(408);
    expect(problem).toMatchObject({ status: 408, title: 'Request Timeout' });
    expect(ms).toBeLessThan(10_000);
  });

  it('answers headers that never finish with a 408 problem', async () => {
    const { answer } = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    expect(problemIn(answer).status).toBe(408);
  });
});
