import { Button, Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useOwnerInvoices } from '../api/list-owner-invoices.ts';
import { type OwnerInvoiceRow, ownerInvoiceRows } from '../owner-invoice-rows.ts';

const statusColors: Record<OwnerInvoiceRow['status'], string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  void: 'gray',
  credited: 'grape',
};

function InvoiceRow({ row }: { row: OwnerInvoiceRow }) {
  return (
    <Table.Tr>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.number}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.date}</Table.Td>
      <Table.Td>{row.vehicle}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {row.total}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={row.settled ? undefined : 600}>
        {row.balance}
      </Table.Td>
      <Table.Td>
        <StatusBadge
          color={row.overdue ? 'red' : statusColors[row.status]}
          data-status={row.status}
        >
          {row.statusLabel}
        </StatusBadge>
      </Table.Td>
      <Table.Td ta="right">
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
      </Table.Td>
    </Table.Tr>
  );
}

/** `/client/invoices`: the car owner's issued invoices in every workshop, each as a PDF. */
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
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>Download</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <InvoiceRow key={row.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
