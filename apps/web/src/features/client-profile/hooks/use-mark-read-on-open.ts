import { useEffect, useRef } from 'react';

/**
 * Opening a conversation marks the other side's messages read: once when it opens, and again
 * whenever an unread one shows up while it stays open (a live update).
 */
export function useMarkReadOnOpen(unreadIds: string[], markRead: () => void) {
  const callback = useRef(markRead);
  callback.current = markRead;
  const unread = unreadIds.join(',');
  const opened = useRef(false);

  useEffect(() => {
    if (!opened.current || unread !== '') callback.current();
    opened.current = true;
  }, [unread]);
}
