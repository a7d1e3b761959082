import {
  EVENT_STREAM_RETRY_AFTER_SECONDS,
  type ServerEventType,
  serverEventTypes,
} from '@pitstop/domain/events';
import { useEffect, useRef } from 'react';

export type ServerEventHandlers = Partial<Record<ServerEventType, (data: unknown) => void>>;

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return {};
  }
}

/**
 * The app's one connection to `/api/v1/events` (DESIGN.md §1 live updates) while someone is
 * signed in: each event calls its handler. EventSource reconnects by itself after a drop; as
 * events may have been missed meanwhile, reopening counts as a `resync`. `stream.closed` (this
 * tab's stream was the oldest of too many) ends it for good.
 */
export function useServerEvents(userId: string | null, handlers: ServerEventHandlers) {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const connect = () => {
      const next = new EventSource('/api/v1/events');
      source = next;
      for (const type of serverEventTypes) {
        next.addEventListener(type, (event: MessageEvent<string>) => {
          if (type === 'stream.closed') next.close();
          current.current[type]?.(parse(event.data));
        });
      }
      next.addEventListener('open', () => {
        if (opened) current.current.resync?.({});
        opened = true;
      });
      // A refused stream (the server holds all it may: 503) is not retried by EventSource.
      next.addEventListener('error', () => {
        if (next.readyState === EventSource.CLOSED)
          retry = setTimeout(connect, EVENT_STREAM_RETRY_AFTER_SECONDS * 1000);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [userId]);
}
