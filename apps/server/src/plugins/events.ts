import type { ServerEventType } from '@pitstop/domain/events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/database.ts';

/** An event for the open tabs of some users, or of everyone in a shop. Kept small (NOTIFY ≤ 8 kB). */
export type ServerEvent = {
  type: ServerEventType;
  userIds?: string[];
  shopId?: string;
  data?: Record<string, unknown>;
};
export type EventListener = (event: ServerEvent) => void;

export type EventBus = {
  publish(event: ServerEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'pitstop_events';

/**
 * One event mechanism for both engines: PostgreSQL NOTIFY/LISTEN. With PostgreSQL it fans out
 * across every API instance; PGlite delivers it within the process.
 */
export async function createEventBus(
  database: Database,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const dispatch = (payload: string) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch {
      log.warn({ payload }, 'ignored a malformed event');
      return;
    }
    for (const listener of listeners) listener(event);
  };

  let stopListening: () => Promise<void>;
  if (database.pglite) {
    stopListening = await database.pglite.listen(CHANNEL, dispatch);
  } else {
    stopListening = listenOnPostgres(database, dispatch, log);
  }

  return {
    publish: async (event) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      // Closing after the database itself is gone must not fail the shutdown.
      await stopListening().catch((error: unknown) =>
        log.warn({ err: error }, 'event listener did not stop cleanly'),
      );
    },
  };
}

/** A dedicated LISTEN connection that reconnects by itself when the database comes back. */
function listenOnPostgres(
  database: Database,
  dispatch: (payload: string) => void,
  log: FastifyBaseLogger,
) {
  const newConnection = database.newConnection;
  if (!newConnection) throw new Error('LISTEN on PostgreSQL needs a dedicated connection');
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (delayMs: number) => {
    if (closed) return;
    const next = newConnection();
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) dispatch(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'event listener lost its database connection');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
    } catch (error) {
      log.warn({ err: error }, 'event listener could not connect; retrying');
      next.end().catch(() => {});
      if (!closed)
        retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    }
  };
  void connect(250);

  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
