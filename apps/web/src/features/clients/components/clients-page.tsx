import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ClientListItem,
  type ClientSort,
  type ClientTag,
  type ClientVisitFilters,
  clientTags,
} from '@pitstop/domain/clients';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadMore } from '../../../components/load-more.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { clientsExportUrl } from '../api/export-clients.ts';
import { useClients } from '../api/list-clients.ts';
import { useRestoreClient } from '../api/restore-client.ts';
import { ArchiveClientModal } from './archive-client-modal.tsx';
import { ClientDialog } from './client-dialog.tsx';
import { ClientStatsCards } from './client-stats-cards.tsx';
import { ClientsTable, type SortState } from './clients-table.tsx';

const ALL_TAGS = 'all';
const ARCHIVED = 'archived';
const listOptions = [
  { value: 'active', label: 'Active' },
  { value: ARCHIVED, label: 'Archived' },
];
const tagOptions = [
  { value: ALL_TAGS, label: 'All Tags' },
  ...clientTags.map((tag) => ({ value: tag, label: tag })),
];

/** Newest first by default; a column's first click sorts the way people usually want it. */
const firstOrder: Record<ClientSort, 'asc' | 'desc'> = {
  createdAt: 'desc',
  name: 'asc',
  vehicleCount: 'desc',
  totalSpend: 'desc',
  lastServiceDate: 'desc',
};

export type ClientFiltersInUrl = {
  search: string;
  tag: ClientTag | null;
  visits: ClientVisitFilters;
};

const visitFilterLabels: Record<keyof ClientVisitFilters, string> = {
  visitedFrom: 'visited from',
  visitedTo: 'visited until',
  alsoVisitedFrom: 'and visited from',
  alsoVisitedTo: 'until',
  firstVisitFrom: 'first visit from',
  firstVisitTo: 'first visit until',
  lastVisitBefore: 'no visit since',
};

type Props = {
  canWrite: boolean;
  initialFilters: ClientFiltersInUrl;
  onFiltersChange?(filters: ClientFiltersInUrl): void;
  /** The Add dialog is open (the route `/admin/clients/new`). */
  adding: boolean;
  onAddOpen(): void;
  onAddClose(): void;
};

/** Spec §2 "Admin clients screen" with the cards of DESIGN.md §3.3 above the list. */
export function ClientsPage({
  canWrite,
  initialFilters,
  onFiltersChange,
  adding,
  onAddOpen,
  onAddClose,
}: Props) {
  const [search, setSearch] = useState(initialFilters.search);
  const [tag, setTag] = useState<ClientTag | null>(initialFilters.tag);
  const [visits, setVisits] = useState<ClientVisitFilters>(initialFilters.visits);
  const visitFilters = Object.entries(visits).filter(([, value]) => value) as [
    keyof ClientVisitFilters,
    string,
  ][];
  const [archived, setArchived] = useState(false);
  const restore = useRestoreClient();
  const [sort, setSort] = useState<SortState>({ sort: 'createdAt', order: 'desc' });
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<{ id: string | null; opened: boolean }>({
    id: null,
    opened: false,
  });
  const [archiving, setArchiving] = useState<{ client: ClientListItem | null; opened: boolean }>({
    client: null,
    opened: false,
  });

  const clients = useClients({ search: debouncedSearch, tag, archived, visits, ...sort });
  const rows = clients.data?.pages.flatMap((page) => page.items) ?? [];

  function changeSort(column: ClientSort) {
    setSort((current) =>
      current.sort === column
        ? { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: firstOrder[column] },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Clients</Title>
        <Group gap="sm">
          <Button
            component="a"
            href={clientsExportUrl({ search: debouncedSearch, tag, visits })}
            download="clients.csv"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export
          </Button>
          {canWrite ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAddOpen}>
              Add Client
            </Button>
          ) : null}
        </Group>
      </Group>
      <ClientStatsCards />
      {visitFilters.length > 0 ? (
        <Alert color="blue" data-testid="visit-filter" py="xs">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              From a report: clients{' '}
              {visitFilters.map(([key, value]) => `${visitFilterLabels[key]} ${value}`).join(', ')}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setVisits({});
                onFiltersChange?.({ search, tag, visits: {} });
              }}
            >
              Show all clients
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search clients..."
          aria-label="Search clients"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearch(value);
            onFiltersChange?.({ search: value, tag, visits });
          }}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <Select
          aria-label="Filter by tag"
          data={tagOptions}
          value={tag ?? ALL_TAGS}
          allowDeselect={false}
          onChange={(value) => {
            const next = value && value !== ALL_TAGS ? (value as ClientTag) : null;
            setTag(next);
            onFiltersChange?.({ search, tag: next, visits });
          }}
          w={160}
        />
        <Select
          aria-label="Show"
          data={listOptions}
          value={archived ? ARCHIVED : 'active'}
          allowDeselect={false}
          onChange={(value) => setArchived(value === ARCHIVED)}
          w={180}
        />
      </Group>
      {clients.isError && !clients.data ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Could not load the clients: {clients.error.message}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => clients.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ClientsTable
          clients={rows}
          loading={clients.isPending}
          busy={clients.isPlaceholderData}
          sort={sort}
          onSort={changeSort}
          canWrite={canWrite}
          onEdit={(client) => setEditing({ id: client.id, opened: true })}
          onArchive={(client) => setArchiving({ client, opened: true })}
          onRestore={(client) =>
            restore.mutate(client.id, {
              onSuccess: () => showToast({ color: 'teal', message: `${client.name} restored` }),
              onError: (cause) => notifyFailure('Could not restore the client', cause),
            })
          }
        />
      )}
      <LoadMore query={clients} failureTitle="Could not load more clients" />
      {canWrite ? (
        <>
          <ClientDialog opened={adding} clientId={null} onClose={onAddClose} />
          <ClientDialog
            opened={editing.opened}
            clientId={editing.id}
            onClose={() => setEditing((current) => ({ ...current, opened: false }))}
          />
          <ArchiveClientModal
            opened={archiving.opened}
            client={archiving.client}
            onClose={() => setArchiving((current) => ({ ...current, opened: false }))}
          />
        </>
      ) : null}
    </Stack>
  );
}
