import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './database.ts';

/**
 * LISTENs on `channel` on either engine and hands each notification's payload to `onNotify`;
 * returns the function that stops. PGlite delivers within the process. PostgreSQL needs a
 * dedicated connection, which reconnects by itself when the database comes back and says so
 * (`onReconnect`): notifications sent meanwhile never reach it.
 */
export async function listenToChannel(options: {
  database: Database;
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect: () => void;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const { database, channel, onNotify, onReconnect, log } = options;
  if (database.pglite) return database.pglite.listen(channel, onNotify);
  const newConnection = database.newConnection;
  if (!newConnection) throw new Error('LISTEN on PostgreSQL needs a dedicated connection');
  let client: pg.Client | undefined;
  let closed = false;
  let listenedBefore = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (delayMs: number) => {
    if (closed) return;
    const next = newConnection();
    // A failed connection may report twice (its connect and an 'error' event): retry once.
    let failed = false;
    const retry = (error: unknown, message: string) => {
      if (failed) return;
      failed = true;
      log.warn({ err: error, channel }, message);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed)
        retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', (error) => retry(error, 'a listener lost its database connection'));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      client = next;
      if (listenedBefore) {
        log.info({ channel }, 'a listener reconnected');
        onReconnect();
      }
      listenedBefore = true;
    } catch (error) {
      retry(error, 'a listener could not connect; retrying');
    }
  };
  void connect(250);

  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
