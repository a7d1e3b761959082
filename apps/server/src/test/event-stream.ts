import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.ts';

export type ReceivedEvent = { type: string; data: Record<string, unknown> };

/** The app listening on a free port (event streams need a real socket); idempotent. */
export async function listening(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * `/api/v1/events` over a real socket, as a browser's EventSource holds it. Resolves once the
 * stream is open (or refused), with the events received so far and a way to wait for more.
 */
export async function openEventStream(app: App, cookie: string) {
  const port = await listening(app);
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: () => string;
    events: ReceivedEvent[];
    ended: Promise<void>;
    waitFor: (
      match: (event: ReceivedEvent) => boolean,
      timeoutMs?: number,
    ) => Promise<ReceivedEvent>;
    close: () => void;
  }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/events', headers: { cookie } },
      (response) => {
        let buffer = '';
        let blocksRead = 0;
        const events: ReceivedEvent[] = [];
        const ended = new Promise<void>((done) => response.on('close', done));
        const handle = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: () => buffer,
          events,
          ended,
          waitFor: async (match: (event: ReceivedEvent) => boolean, timeoutMs = 5_000) => {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              const found = events.find(match);
              if (found) return found;
              if (Date.now() > deadline) {
                throw new Error(`no matching event; received ${JSON.stringify(events)}`);
              }
              await new Promise((wait) => setTimeout(wait, 20));
            }
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const complete = buffer.split('\n\n').slice(0, -1);
          for (const block of complete.slice(blocksRead)) {
            const type = block.match(/^event: (.+)$/m)?.[1];
            const data = block.match(/^data: (.+)$/m)?.[1];
            if (type) events.push({ type, data: data ? JSON.parse(data) : {} });
          }
          blocksRead = complete.length;
          if (buffer.startsWith('retry:')) resolve(handle);
        });
        if (response.statusCode !== 200) response.on('end', () => resolve(handle));
      },
    );
    request.on('error', reject);
  });
}
