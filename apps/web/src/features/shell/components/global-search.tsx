import '@mantine/spotlight/styles.css';
import { Button, Kbd, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { countLabel } from '@pitstop/domain/plural';
import { IconCar, IconSearch, IconTool, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWorkspaceSearch } from '../api/search-workspace.ts';

function searchPath(screen: 'clients' | 'vehicles' | 'services', text: string) {
  return `/admin/${screen}?search=${encodeURIComponent(text)}`;
}

/** The header's global search (Ctrl/Cmd+K): clients, vehicles and services from the server. */
export function GlobalSearch() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useWorkspaceSearch(debounced);
  const navigate = useNavigate();
  const mac = useOs() === 'macos';
  const results = debounced ? search.data : undefined;
  const total = results
    ? results.clients.length + results.vehicles.length + results.services.length
    : 0;

  const go = (path: string) => {
    spotlight.close();
    navigate(path);
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
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        scrollable
        maxHeight={420}
      >
        <Spotlight.Search
          placeholder="Search clients, vehicles and services..."
          aria-label="Search clients, vehicles and services"
          leftSection={<IconSearch aria-hidden size={18} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
        <Spotlight.ActionsList>
          {results?.clients.length ? (
            <Spotlight.ActionsGroup label="Clients">
              {results.clients.map((client) => (
                <Spotlight.Action
                  key={client.id}
                  label={client.name}
                  description={[client.email, client.phone].filter(Boolean).join(' · ')}
                  leftSection={<IconUser aria-hidden size={18} />}
                  onClick={() => go(searchPath('clients', client.name))}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {results?.vehicles.length ? (
            <Spotlight.ActionsGroup label="Vehicles">
              {results.vehicles.map((vehicle) => (
                <Spotlight.Action
                  key={vehicle.id}
                  label={vehicle.label}
                  description={[vehicle.registrationNumber, vehicle.vin, vehicle.ownerName]
                    .filter(Boolean)
                    .join(' · ')}
                  leftSection={<IconCar aria-hidden size={18} />}
                  onClick={() =>
                    go(
                      searchPath(
                        'vehicles',
                        vehicle.registrationNumber ?? vehicle.vin ?? vehicle.label,
                      ),
                    )
                  }
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {results?.services.length ? (
            <Spotlight.ActionsGroup label="Services">
              {results.services.map((service) => (
                <Spotlight.Action
                  key={service.id}
                  label={service.name}
                  description={service.category}
                  leftSection={<IconTool aria-hidden size={18} />}
                  onClick={() => go(searchPath('services', service.name))}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {!debounced ? (
            <Spotlight.Empty>Type a name, e-mail, phone, plate, VIN or service.</Spotlight.Empty>
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
