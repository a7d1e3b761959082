import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ClientListItem, ClientSort } from '@pitstop/domain/clients';
import { compactTags, phoneHref } from '@pitstop/domain/format';
import {
  IconArchive,
  IconEdit,
  IconEye,
  IconMail,
  IconPhone,
  IconRestore,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LastService } from '../../../components/last-service.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { PreferredContactIcon } from './preferred-contact.tsx';

export type SortState = { sort: ClientSort; order: 'asc' | 'desc' };

function Action({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & (
  | { href: string; onClick?: undefined; to?: undefined }
  | { onClick(): void; href?: undefined; to?: undefined }
  | { to: string; href?: undefined; onClick?: undefined }
)) {
  return (
    <Tooltip label={label} openDelay={700}>
      {rest.to ? (
        <ActionIcon component={Link} to={rest.to} variant="subtle" color="gray" aria-label={label}>
          {children}
        </ActionIcon>
      ) : rest.href ? (
        <ActionIcon component="a" href={rest.href} variant="subtle" color="gray" aria-label={label}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={rest.onClick}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

function clientColumns({
  canWrite,
  onEdit,
  onArchive,
  onRestore,
  money,
}: {
  canWrite: boolean;
  onEdit(client: ClientListItem): void;
  onArchive(client: ClientListItem): void;
  onRestore(client: ClientListItem): void;
  money: ReturnType<typeof useFormatMoney>;
}): ResponsiveColumn<ClientListItem>[] {
  return [
    {
      key: 'client',
      header: 'Client',
      kind: 'title',
      sort: 'name',
      cell: (client) => {
        const tags = compactTags(client.tags);
        return (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Anchor
                component={Link}
                to={`/admin/clients/${client.id}`}
                size="sm"
                fw={600}
                c="var(--mantine-color-text)"
              >
                {client.name}
              </Anchor>
              {client.preferredContact ? (
                <PreferredContactIcon contact={client.preferredContact} />
              ) : null}
            </Group>
            {client.email || client.phone ? (
              <Text size="xs" c="dimmed">
                {client.email ?? client.phone}
              </Text>
            ) : null}
            {client.tags.length > 0 ? (
              <Group gap={4}>
                {tags.shown.map((tag) => (
                  <Badge key={tag} size="xs" variant="light">
                    {tag}
                  </Badge>
                ))}
                {tags.more > 0 ? (
                  <Badge
                    size="xs"
                    variant="outline"
                    color="gray"
                    title={client.tags.slice(2).join(', ')}
                  >
                    +{tags.more}
                  </Badge>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'contact',
      header: 'Contact',
      priority: 4,
      repeats: true,
      cell: (client) => (
        <Stack gap={2}>
          {client.email ? (
            <Anchor href={`mailto:${client.email}`} size="xs">
              {client.email}
            </Anchor>
          ) : null}
          {client.phone ? (
            <Anchor href={phoneHref(client.phone)} size="xs">
              {client.phone}
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    { key: 'company', header: 'Company', priority: 3, cell: (client) => client.company ?? '—' },
    {
      key: 'vehicles',
      header: 'Vehicles',
      priority: 2,
      align: 'right',
      sort: 'vehicleCount',
      cell: (client) => client.vehicleCount,
    },
    {
      key: 'lastService',
      header: 'Last Service',
      sort: 'lastServiceDate',
      cell: (client) => <LastService date={client.lastServiceDate} />,
    },
    {
      key: 'totalSpend',
      header: 'Total Spend',
      align: 'right',
      nowrap: true,
      sort: 'totalSpend',
      cell: (client) => money(client.totalSpend),
    },
    {
      key: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (client) => (
        <Group gap={2} wrap="nowrap">
          {client.phone ? (
            <Action label={`Call ${client.name}`} href={phoneHref(client.phone)}>
              <IconPhone size={18} aria-hidden />
            </Action>
          ) : null}
          {client.email ? (
            <Action label={`Email ${client.name}`} href={`mailto:${client.email}`}>
              <IconMail size={18} aria-hidden />
            </Action>
          ) : null}
          <Action label={`View ${client.name}`} to={`/admin/clients/${client.id}`}>
            <IconEye size={18} aria-hidden />
          </Action>
          {canWrite && client.archivedAt ? (
            <Action label={`Restore ${client.name}`} onClick={() => onRestore(client)}>
              <IconRestore size={18} aria-hidden />
            </Action>
          ) : canWrite ? (
            <>
              <Action label={`Edit ${client.name}`} onClick={() => onEdit(client)}>
                <IconEdit size={18} aria-hidden />
              </Action>
              <Action label={`Archive ${client.name}`} onClick={() => onArchive(client)}>
                <IconArchive size={18} aria-hidden />
              </Action>
            </>
          ) : null}
        </Group>
      ),
    },
  ];
}

/** Spec §2 "Admin clients screen" table: rows as the server sorted them. */
export function ClientsTable({
  clients,
  loading,
  busy,
  sort,
  onSort,
  canWrite,
  onEdit,
  onArchive,
  onRestore,
}: {
  clients: ClientListItem[];
  loading: boolean;
  /** A new search or sort is on its way; the rows shown are the previous answer. */
  busy: boolean;
  sort: SortState;
  onSort(column: ClientSort): void;
  canWrite: boolean;
  onEdit(client: ClientListItem): void;
  onArchive(client: ClientListItem): void;
  onRestore(client: ClientListItem): void;
}) {
  const money = useFormatMoney();
  return (
    <ResponsiveTable
      label="Clients"
      columns={clientColumns({ canWrite, onEdit, onArchive, onRestore, money })}
      rows={clients}
      rowKey={(client) => client.id}
      loading={loading}
      busy={busy}
      empty="No clients found"
      sort={{ ...sort, onSort }}
    />
  );
}
