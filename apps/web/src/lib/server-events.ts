import { type ServerEventType, serverEventTypes } from '@pitstop/domain/events';
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
 * signed in: each event calls its handler. EventSource reconnects by itself after a drop.
 */
export function useServerEvents(userId: string | null, handlers: ServerEventHandlers) {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/events');
    const listeners = serverEventTypes.map((type) => {
      const listener = (event: MessageEvent<string>) => current.current[type]?.(parse(event.data));
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [userId]);
}
