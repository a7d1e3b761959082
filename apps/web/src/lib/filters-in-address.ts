import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The navigation state a screen puts on its own address changes (a filter, Add). */
export const ownNavigation = { fromScreen: true } as const;

/**
 * A number that changes when the address changes from outside the screen (global search, a
 * sidebar link, Back, Forward), so a route can remount its screen to read the new filters from
 * the URL; the screen's own writes (marked with `ownNavigation`) leave it alone.
 */
export function useExternalNavigationKey(): number {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seen, setSeen] = useState({ key: location.key, count: 0 });
  if (seen.key !== location.key) {
    // Back and Forward return to an entry the screen may have written itself: still news to it.
    const own =
      navigationType !== 'POP' &&
      (location.state as { fromScreen?: boolean } | null)?.fromScreen === true;
    const next = { key: location.key, count: own ? seen.count : seen.count + 1 };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}

/**
 * One query parameter read through the field of the domain's list-query schema, so the address
 * accepts what the API accepts; a missing or invalid value is null (the list's default).
 */
export function paramOf<Field extends z.ZodType>(
  params: URLSearchParams,
  key: string,
  field: Field,
): NonNullable<z.output<Field>> | null {
  const value = params.get(key);
  if (!value) return null;
  const parsed = field.safeParse(value);
  return parsed.success && parsed.data != null
    ? (parsed.data as NonNullable<z.output<Field>>)
    : null;
}

/** Query parameters typed into a box: a keystroke replaces the history entry, not adds one. */
const TYPED_PARAMS = ['search'];

export function differsOnlyInTyping(current: URLSearchParams, next: URLSearchParams): boolean {
  const without = (params: URLSearchParams) => {
    const copy = new URLSearchParams(params);
    for (const key of TYPED_PARAMS) copy.delete(key);
    copy.sort();
    return copy.toString();
  };
  return without(current) === without(next);
}

/**
 * A list's filters kept in the address: `read` parses them from the query (through the
 * domain's list-query schema), `write` gives the query of a filter set. A chosen filter adds a
 * history entry (Back restores the previous one), typing a search replaces it. `screenKey`
 * changes when the address changes from outside: key the screen with it so it re-reads them.
 */
export function useFiltersInAddress<Filters>({
  read,
  write,
}: {
  read: (params: URLSearchParams) => Filters;
  write: (filters: Filters, current: URLSearchParams) => URLSearchParams;
}): { filters: Filters; setFilters: (next: Filters) => void; screenKey: number } {
  const [searchParams, setSearchParams] = useSearchParams();
  const screenKey = useExternalNavigationKey();
  const setFilters = useCallback(
    (next: Filters) => {
      const current = searchParams;
      const params = write(next, current);
      if (params.toString() === current.toString()) return;
      setSearchParams(params, {
        replace: differsOnlyInTyping(current, params),
        state: ownNavigation,
      });
    },
    [searchParams, setSearchParams, write],
  );
  return { filters: read(searchParams), setFilters, screenKey };
}

/**
 * A list screen's filters: the typed search reaches the server once typing pauses, the other
 * choices at once. This state is the one source of truth, written to the address
 * (`onFiltersChange`) when it changes, so a filter chosen while the search is still debouncing
 * is not undone by the search's write. `searchBox` and `bind(key)` give the controls their
 * value and change handler.
 */
export function useListFilters<Filters extends { search: string }>(
  initialFilters: Filters,
  onFiltersChange: (filters: Filters) => void,
) {
  const [search, setSearch] = useState(initialFilters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<Filters, 'search'>>(initialFilters);
  const filters = { ...choices, search: debouncedSearch } as Filters;
  const filtersKey = JSON.stringify(filters);
  const written = useRef(filtersKey);
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };
  useEffect(() => {
    if (written.current === filtersKey) return;
    written.current = filtersKey;
    latest.current.onFiltersChange(latest.current.filters);
  }, [filtersKey]);
  const choose = (change: Partial<Omit<Filters, 'search'>>) =>
    setChoices((current) => ({ ...current, ...change }));
  const bind = <Key extends Exclude<keyof Filters, 'search'>>(key: Key) => ({
    value: filters[key],
    onChange: (value: Filters[Key]) =>
      choose({ [key]: value } as unknown as Partial<Omit<Filters, 'search'>>),
  });
  return { searchBox: { value: search, onChange: setSearch }, filters, choose, bind };
}
