import type { ServerEventType } from '@pitstop/domain/accounts';
import { useEffect, useRef } from 'react';

const profileUpdated: ServerEventType = 'profile.updated';

/**
 * Listens to `/api/v1/events` while someone is signed in and calls `onProfileUpdated` when
 * the server says their profile changed. EventSource reconnects by itself after a drop.
 */
export function useProfileEvents(userId: string | null, onProfileUpdated: () => void) {
  const callback = useRef(onProfileUpdated);
  callback.current = onProfileUpdated;

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/events');
    const listener = () => callback.current();
    source.addEventListener(profileUpdated, listener);
    return () => {
      source.removeEventListener(profileUpdated, listener);
      source.close();
    };
  }, [userId]);
}
