import { useCallback, useState } from 'react';

/** Spec §9: the sidebar's expanded/collapsed state lives in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar:state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readExpanded(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

/** Desktop sidebar: expanded (16rem) or an icon rail (3rem); kept in the `sidebar:state` cookie. */
export function useSidebarState() {
  const [expanded, setExpandedState] = useState(readExpanded);
  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server could read too (spec §9)
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);
  const toggle = useCallback(() => setExpanded(!readExpanded()), [setExpanded]);
  return { expanded, setExpanded, toggle };
}
