import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useOwnerInvoices } from '../api/list-owner-invoices.ts';
import {
  type OwnerInvoiceRow,
  ownerInvoiceRows,
  ownerInvoiceStatusColors,
} from '../owner-invoice-rows.ts';

const invoiceColumns: ResponsiveColumn<OwnerInvoiceRow>[] = [
  {
    key: 'number',
    header: 'Number',
    kind: 'title',
    nowrap: true,
    cell: (row) => (
      <Anchor component={Link} to={`/client/invoices/${row.id}`} size="sm" fw={600}>
        {row.number}
      </Anchor>
    ),
  },
  { key: 'date', header: 'Date', nowrap: true, cell: (row) => row.date },
  { key: 'vehicle', header: 'Vehicle', priority: 2, cell: (row) => row.vehicle },
  { key: 'total', header: 'Total', align: 'right', nowrap: true, cell: (row) => row.total },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    nowrap: true,
    cell: (row) => (
      <Text size="sm" fw={row.settled ? undefined : 600} span>
        {row.balance}
      </Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (row) => (
      <StatusBadge
        color={row.overdue ? 'red' : ownerInvoiceStatusColors[row.status]}
        data-status={row.status}
      >
        {row.statusLabel}
      </StatusBadge>
    ),
  },
  {
    key: 'download',
    header: 'Download',
    kind: 'actions',
    align: 'right',
    cell: (row) => (
      <Button
        component="a"
        href={row.pdfUrl}
        download={row.fileName}
        variant="default"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={`Download ${row.number}`}
      >
        Download
      </Button>
    ),
  },
];

/**
 * `/client/invoices`: the car owner's issued invoices in every workshop, each as a PDF; a number
 * opens the invoice with its payments and credit notes.
 */
export function OwnerInvoicesPage() {
  const invoices = useOwnerInvoices();
  const rows = invoices.data ? ownerInvoiceRows(invoices.data) : [];
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>Invoices</Title>
      {invoices.isPending ? (
        <InlineLoading label="Loading invoices..." />
      ) : invoices.isError ? (
        <LoadFailure
          title="Could not load your invoices"
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
          retrying={invoices.isFetching}
        />
      ) : rows.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>No invoices yet</Text>
          <Text size="sm" c="dimmed">
            When a workshop bills you for a visit, its invoice appears here to view and download.
          </Text>
        </Card>
      ) : (
        <ResponsiveTable
          label="Invoices"
          columns={invoiceColumns}
          rows={rows}
          rowKey={(row) => row.id}
        />
      )}
    </Stack>
  );
}
