import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClientOption } from '@pitstop/domain/clients';
import { useMemo, useState } from 'react';

/** The caller's query of `GET /api/v1/clients/options` for a search text. */
export type ClientOptionsQuery = (
  search: string,
  enabled: boolean,
) => { data?: ClientOption[]; isFetching: boolean };

/**
 * A client chosen from the shop's clients (the vehicle dialog's owner, Add Appointment's client):
 * a searchable select whose options come from the server (spec §7 asks for every client by name;
 * a shop with thousands of clients gets the 20 best matches).
 */
export function ClientSelect({
  label = 'Owner',
  placeholder = 'Select owner',
  useOptions,
  value,
  onChange,
  error,
  known,
}: {
  label?: string;
  placeholder?: string;
  /** A query hook, so that the feature using the select owns its request. */
  useOptions: ClientOptionsQuery;
  value: string | null;
  onChange(id: string | null, client: ClientOption | null): void;
  error?: React.ReactNode;
  /** Clients whose names we already know (the vehicle's current owner, one just created). */
  known: ClientOption[];
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const selectedName = known.find((option) => option.id === value)?.name;
  // Typing the selected owner's name back is not a search for it.
  const query = selectedName && debounced === selectedName ? '' : debounced;
  const options = useOptions(query, true);

  const data = useMemo(() => {
    const byId = new Map<string, string>();
    for (const option of known) if (option.id === value) byId.set(option.id, option.name);
    for (const option of options.data ?? []) byId.set(option.id, option.name);
    return [...byId].map(([id, name]) => ({ value: id, label: name }));
  }, [known, options.data, value]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      required
      searchable
      clearable
      data={data}
      value={value}
      onChange={(id, option) => onChange(id, id ? { id, name: option.label } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered: show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching...' : 'No clients found'}
      error={error}
    />
  );
}
