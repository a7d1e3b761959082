import type { ServerEventType } from '@pitstop/domain/events';
import { isStaffRole } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/database.ts';
import { mechanicsOfClient } from '../platform/client-access.ts';

/**
 * An event for the open tabs of some users, or of the staff of a shop. Kept small (NOTIFY ≤ 8 kB).
 * `data.clientId` names the client a shop event is about: its mechanics get it only when they
 * work on that client, as they may read it (platform/client-access.ts).
 */
export type ServerEvent = {
  type: ServerEventType;
  userIds?: string[];
  shopId?: string;
  /**
   * The shop's mechanics it reaches: given by the publisher, or set by `publish` on shop events
   * to the mechanics who may read the client named.
   */
  mechanicIds?: string[];
  data?: Record<string, unknown>;
};
/** Whom an open stream belongs to. */
export type EventAudience = { id: string; role: string; shopId: string | null };

/**
 * Whether an event may reach this person: theirs, or — for the shop's staff — their shop's and
 * about what they may read.
 */
export function reaches(event: ServerEvent, person: EventAudience): boolean {
  if (event.type === 'resync' || event.userIds?.includes(person.id)) return true;
  if (!isStaffRole(person.role) || event.shopId === undefined || event.shopId !== person.shopId)
    return false;
  return person.role !== 'mechanic' || (event.mechanicIds ?? []).includes(person.id);
}

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
  const deliver = (event: ServerEvent) => {
    for (const listener of listeners) listener(event);
  };
  const dispatch = (payload: string) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch {
      log.warn({ payload }, 'ignored a malformed event');
      return;
    }
    deliver(event);
  };

  let stopListening: () => Promise<void>;
  if (database.pglite) {
    stopListening = await database.pglite.listen(CHANNEL, dispatch);
  } else {
    // Whatever was published while the connection was down is lost: open tabs refetch.
    stopListening = listenOnPostgres(database, dispatch, () => deliver({ type: 'resync' }), log);
  }

  return {
    publish: async (event) => {
      // Addressed once here, so that no open stream has to query who may read what.
      const clientId = event.data?.clientId;
      const addressed: ServerEvent = event.shopId
        ? {
            ...event,
            // Given by the publisher when the event concerns named mechanics (their bookings).
            mechanicIds:
              event.mechanicIds ??
              (typeof clientId === 'string'
                ? await mechanicsOfClient({ tx: database.db, shopId: event.shopId, clientId })
                : []),
          }
        : event;
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(addressed)})`);
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

/**
 * A dedicated LISTEN connection that reconnects by itself when the database comes back, and
 * says so (`onReconnect`): notifications sent meanwhile never reach it.
 */
function listenOnPostgres(
  database: Database,
  dispatch: (payload: string) => void,
  onReconnect: () => void,
  log: FastifyBaseLogger,
) {
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
      log.warn({ err: error }, message);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed)
        retryTimer = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)), delayMs);
    };
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) dispatch(message.payload);
    });
    next.on('error', (error) => retry(error, 'event listener lost its database connection'));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
      if (listenedBefore) {
        log.info('event listener reconnected; open streams are told to refetch');
        onReconnect();
      }
      listenedBefore = true;
    } catch (error) {
      retry(error, 'event listener could not connect; retrying');
    }
  };
  void connect(250);

  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
