import '@mantine/spotlight/styles.css';
import { Button, Kbd, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { countLabel } from '@pitstop/domain/plural';
import type { SearchResult } from '@pitstop/domain/search';
import {
  IconCalendarEvent,
  IconCar,
  IconClipboardList,
  IconFileInvoice,
  IconSearch,
  IconTool,
  IconUser,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWorkspaceSearch } from '../api/search-workspace.ts';

type Found = { id: string; label: string; description: string; path: string };
type FoundGroup = { label: string; icon: typeof IconUser; items: Found[] };

function listPath(screen: 'vehicles' | 'services', text: string) {
  return `/admin/${screen}?search=${encodeURIComponent(text)}`;
}

const numbered =
  (path: (id: string) => string) =>
  (record: { id: string; number: string; description: string }): Found => ({
    id: record.id,
    label: record.number,
    description: record.description,
    path: path(record.id),
  });

/**
 * What a search found, in the order shown: the record a typed number names first, then clients
 * (each opens its profile), vehicles and services (their lists, searched for it).
 */
function foundGroups(results: SearchResult): FoundGroup[] {
  const groups: FoundGroup[] = [
    {
      label: 'Job Orders',
      icon: IconClipboardList,
      items: results.jobOrders.map(numbered((id) => `/admin/job-orders/${id}`)),
    },
    {
      label: 'Invoices',
      icon: IconFileInvoice,
      items: results.invoices.map(numbered((id) => `/admin/invoices/${id}`)),
    },
    {
      label: 'Bookings',
      icon: IconCalendarEvent,
      items: results.bookings.map(numbered((id) => `/admin/calendar/bookings/${id}`)),
    },
    {
      label: 'Clients',
      icon: IconUser,
      items: results.clients.map((client) => ({
        id: client.id,
        label: client.name,
        description: [client.email, client.phone].filter(Boolean).join(' · '),
        path: `/admin/clients/${client.id}`,
      })),
    },
    {
      label: 'Vehicles',
      icon: IconCar,
      items: results.vehicles.map((vehicle) => ({
        id: vehicle.id,
        label: vehicle.label,
        description: [vehicle.registrationNumber, vehicle.vin, vehicle.ownerName]
          .filter(Boolean)
          .join(' · '),
        path: listPath('vehicles', vehicle.registrationNumber ?? vehicle.vin ?? vehicle.label),
      })),
    },
    {
      label: 'Services',
      icon: IconTool,
      items: results.services.map((service) => ({
        id: service.id,
        label: service.name,
        description: service.category,
        path: listPath('services', service.name),
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

const isEnter = (event: KeyboardEvent) => event.key === 'Enter' && !event.nativeEvent.isComposing;

/**
 * The header's global search (Ctrl/Cmd+K): job orders, invoices and bookings by number, clients,
 * vehicles and services from the server. Enter opens the result chosen with the arrow keys, or
 * else the first one — once the results for what was typed have arrived.
 */
export function GlobalSearch() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useWorkspaceSearch(debounced);
  const navigate = useNavigate();
  const mac = useOs() === 'macos';
  const results = debounced ? search.data : undefined;
  const groups = results ? foundGroups(results) : [];
  const first = groups[0]?.items[0];
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  // The results shown belong to the text in the box (not the previous, debounced one).
  const current = results !== undefined && !search.isPlaceholderData && debounced === query.trim();
  const [arrowed, setArrowed] = useState(false);
  const [enterPending, setEnterPending] = useState(false);

  const go = (path: string) => {
    spotlight.close();
    navigate(path);
  };

  useEffect(() => {
    if (!enterPending || !current) return;
    setEnterPending(false);
    if (first) go(first.path);
  });

  const onQueryChange = (value: string) => {
    setQuery(value);
    setArrowed(false);
    setEnterPending(false);
  };

  // Runs before the spotlight's own keys: Enter without an arrow opens the first result.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setArrowed(true);
    if (!isEnter(event) || (arrowed && current)) return;
    event.preventDefault();
    event.stopPropagation();
    if (current) {
      if (first) go(first.path);
    } else if (query.trim()) {
      setEnterPending(true);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch aria-hidden size={16} />}
        rightSection={
          <Text component="span" visibleFrom="md" size="xs" c="dimmed">
            <Kbd size="xs">{mac ? '⌘' : 'Ctrl'}</Kbd> + <Kbd size="xs">K</Kbd>
          </Text>
        }
        onClick={() => spotlight.open()}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        px={{ base: 'xs', sm: 'md' }}
      >
        <Text component="span" size="sm" c="dimmed" visibleFrom="sm">
          Search...
        </Text>
      </Button>
      <Spotlight.Root
        query={query}
        onQueryChange={onQueryChange}
        shortcut={['mod + K']}
        scrollable
        maxHeight={420}
      >
        <Spotlight.Search
          placeholder="Search clients, vehicles, services, JO-, INV- or REQ numbers..."
          aria-label="Search clients, vehicles, services and numbers"
          leftSection={<IconSearch aria-hidden size={18} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          onKeyDownCapture={onKeyDownCapture}
        />
        <Spotlight.ActionsList>
          {groups.map((group) => (
            <Spotlight.ActionsGroup key={group.label} label={group.label}>
              {group.items.map((item) => (
                <Spotlight.Action
                  key={item.id}
                  label={item.label}
                  description={item.description}
                  leftSection={<group.icon aria-hidden size={18} />}
                  onClick={() => go(item.path)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {!debounced ? (
            <Spotlight.Empty>
              Type a name, e-mail, phone, plate, VIN, service or a JO-, INV- or REQ number.
            </Spotlight.Empty>
          ) : search.isError ? (
            <Spotlight.Empty>Search failed: {search.error.message}</Spotlight.Empty>
          ) : results && total === 0 ? (
            <Spotlight.Empty>Nothing found for “{debounced}”</Spotlight.Empty>
          ) : null}
        </Spotlight.ActionsList>
        <VisuallyHidden aria-live="polite">
          {results ? countLabel(total, { one: 'result', other: 'results' }) : ''}
        </VisuallyHidden>
      </Spotlight.Root>
    </>
  );
}
