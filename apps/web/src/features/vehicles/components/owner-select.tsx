import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClientOption } from '@pitstop/domain/clients';
import { useMemo, useState } from 'react';
import { useOwnerOptions } from '../api/list-owner-options.ts';

/**
 * The vehicle's owner: a searchable select whose options come from the server (spec §7 asks
 * for every client by name; a shop with thousands of clients gets the 20 best matches).
 */
export function OwnerSelect({
  value,
  onChange,
  error,
  known,
}: {
  value: string | null;
  onChange(id: string | null): void;
  error?: React.ReactNode;
  /** Owners whose names we already know (the vehicle's current owner, one just created). */
  known: ClientOption[];
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const selectedName = known.find((option) => option.id === value)?.name;
  // Typing the selected owner's name back is not a search for it.
  const query = selectedName && debounced === selectedName ? '' : debounced;
  const options = useOwnerOptions(query, true);

  const data = useMemo(() => {
    const byId = new Map<string, string>();
    for (const option of known) if (option.id === value) byId.set(option.id, option.name);
    for (const option of options.data ?? []) byId.set(option.id, option.name);
    return [...byId].map(([id, name]) => ({ value: id, label: name }));
  }, [known, options.data, value]);

  return (
    <Select
      label="Owner"
      placeholder="Select owner"
      required
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered: show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching...' : 'No clients found'}
      error={error}
    />
  );
}
