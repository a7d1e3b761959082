import { useState } from 'react';
import { useLocation } from 'react-router';

/** The navigation state a screen puts on its own address changes (typing a search, Add). */
export const ownNavigation = { fromScreen: true } as const;

/**
 * A number that changes when the address changes from outside the screen (global search, a
 * sidebar link, Back), so a route can remount its screen to read the new filters from the URL;
 * the screen's own writes (marked with `ownNavigation`) leave it alone.
 */
export function useExternalNavigationKey(): number {
  const location = useLocation();
  const [seen, setSeen] = useState({ key: location.key, count: 0 });
  if (seen.key !== location.key) {
    const own = (location.state as { fromScreen?: boolean } | null)?.fromScreen === true;
    const next = { key: location.key, count: own ? seen.count : seen.count + 1 };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}
