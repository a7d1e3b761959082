import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ClientListItem, ClientSort } from '@pitstop/domain/clients';
import { compactTags, lastServiceLabel, phoneHref } from '@pitstop/domain/format';
import {
  IconArchive,
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconEye,
  IconMail,
  IconPhone,
  IconRestore,
  IconSelector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/money.tsx';
import { PreferredContactIcon } from './preferred-contact.tsx';

export type SortState = { sort: ClientSort; order: 'asc' | 'desc' };

/** Contact, Company and Vehicles give way below the 768 px breakpoint (spec §2, §9). */
const wide = 'sm';

function SortableTh({
  label,
  column,
  state,
  onSort,
  align,
  visibleFrom,
}: {
  label: string;
  column: ClientSort;
  state: SortState;
  onSort(column: ClientSort): void;
  align?: 'right';
  visibleFrom?: 'sm';
}) {
  const active = state.sort === column;
  const Icon = active ? (state.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
      ta={align}
      visibleFrom={visibleFrom}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function SkeletonRows({ canWrite }: { canWrite: boolean }) {
  return (
    <>
      {Array.from({ length: 6 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
        <Table.Tr key={row} aria-hidden>
          <Table.Td>
            <Skeleton height={14} width="70%" mb={6} />
            <Skeleton height={10} width="50%" />
          </Table.Td>
          <Table.Td visibleFrom={wide}>
            <Skeleton height={12} width="80%" />
          </Table.Td>
          <Table.Td visibleFrom={wide}>
            <Skeleton height={12} width="60%" />
          </Table.Td>
          <Table.Td visibleFrom={wide}>
            <Skeleton height={12} width={20} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={90} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={70} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={canWrite ? 100 : 60} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

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

function ClientRow({
  client,
  canWrite,
  onEdit,
  onArchive,
  onRestore,
}: {
  client: ClientListItem;
  canWrite: boolean;
  onEdit(client: ClientListItem): void;
  onArchive(client: ClientListItem): void;
  onRestore(client: ClientListItem): void;
}) {
  const money = useFormatMoney();
  const tags = compactTags(client.tags);
  const lastService = lastServiceLabel(client.lastServiceDate);
  return (
    <Table.Tr>
      <Table.Td>
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
      </Table.Td>
      <Table.Td visibleFrom={wide}>
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
      </Table.Td>
      <Table.Td visibleFrom={wide}>{client.company ?? '—'}</Table.Td>
      <Table.Td visibleFrom={wide} ta="right">
        {client.vehicleCount}
      </Table.Td>
      <Table.Td>
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {lastService.text}
        </Text>
        {lastService.hint ? (
          <Text size="xs" c="dimmed" span ml={4}>
            {lastService.hint}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">{money(client.totalSpend)}</Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
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
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Clients"
        aria-busy={loading || busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Client" column="name" state={sort} onSort={onSort} />
            <Table.Th visibleFrom={wide}>Contact</Table.Th>
            <Table.Th visibleFrom={wide}>Company</Table.Th>
            <SortableTh
              label="Vehicles"
              column="vehicleCount"
              state={sort}
              onSort={onSort}
              align="right"
              visibleFrom={wide}
            />
            <SortableTh
              label="Last Service"
              column="lastServiceDate"
              state={sort}
              onSort={onSort}
            />
            <SortableTh
              label="Total Spend"
              column="totalSpend"
              state={sort}
              onSort={onSort}
              align="right"
            />
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <>
              <Table.Tr>
                <Table.Td colSpan={7} p={0}>
                  <VisuallyHidden role="status">Loading...</VisuallyHidden>
                </Table.Td>
              </Table.Tr>
              <SkeletonRows canWrite={canWrite} />
            </>
          ) : clients.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center" py="lg">
                  No clients found
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            clients.map((client) => (
              <ClientRow
                key={client.id}
                client={client}
                canWrite={canWrite}
                onEdit={onEdit}
                onArchive={onArchive}
                onRestore={onRestore}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
