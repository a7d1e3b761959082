import type { ServerEventType } from '@pitstop/domain/events';
import { isStaffRole } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/database.ts';
import { listenToChannel } from '../db/listen.ts';
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
  /**
   * Given the transaction that made the change, the event leaves only when it commits (NOTIFY is
   * transactional), so a domain function records its event with its writes.
   */
  publish(event: ServerEvent, tx?: Tx): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /**
   * Sees each event this instance publishes, as it is published: before its NOTIFY comes back
   * (and before its transaction commits), for state this instance must drop at once.
   */
  onPublish(listener: EventListener): () => void;
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
  const publishListeners = new Set<EventListener>();
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

  const stopListening = await listenToChannel({
    database,
    channel: CHANNEL,
    onNotify: dispatch,
    // Whatever was published while the connection was down is lost: open tabs refetch.
    onReconnect: () => deliver({ type: 'resync' }),
    log,
  });

  return {
    publish: async (event, tx = database.db) => {
      for (const listener of publishListeners) listener(event);
      // Addressed once here, so that no open stream has to query who may read what.
      const clientId = event.data?.clientId;
      const addressed: ServerEvent = event.shopId
        ? {
            ...event,
            // Given by the publisher when the event concerns named mechanics (their bookings).
            mechanicIds:
              event.mechanicIds ??
              (typeof clientId === 'string'
                ? await mechanicsOfClient({ tx, shopId: event.shopId, clientId })
                : []),
          }
        : event;
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(addressed)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPublish: (listener) => {
      publishListeners.add(listener);
      return () => publishListeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      publishListeners.clear();
      // Closing after the database itself is gone must not fail the shutdown.
      await stopListening().catch((error: unknown) =>
        log.warn({ err: error }, 'event listener did not stop cleanly'),
      );
    },
  };
}
