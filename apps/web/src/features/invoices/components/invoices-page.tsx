import { Anchor, Button, Group, Text } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { invoiceStatuses, invoiceStatusLabels } from '@pitstop/domain/invoices';
import { IconDownload, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateRangeFilter, SearchFilter, StatusFilter } from '../../../components/list-filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
import { type InvoiceFilters, useInvoices } from '../api/list-invoices.ts';
import { CounterSaleDialog } from './counter-sale-dialog.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { invoiceNumberLabel } from './invoice-number.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const statusOptions = invoiceStatuses.map((status) => ({
  value: status,
  label: invoiceStatusLabels[status],
}));

/**
 * Invoices (issue 13): newest first, searched by number, client or job order, by status and
 * date, in keyset pages; a CSV of a period; a new counter sale. The screen owns its filters
 * and mirrors them into the address (`onFiltersChange`), like the job order lists.
 */
export function InvoicesPage({
  initialFilters,
  onFiltersChange,
  today,
}: {
  initialFilters: InvoiceFilters;
  onFiltersChange(filters: InvoiceFilters): void;
  /** The shop's date today (YYYY-MM-DD), for the export's default period. */
  today: string;
}) {
  const dates = useDateFormat();
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const invoices = useInvoices(filters);
  const first = invoices.data?.pages[0];
  const format = { currency: first?.currency ?? 'USD', locale: first?.locale ?? 'en-US' };
  const money = (value: string) => formatMoney(value, format);
  const [exporting, setExporting] = useState(false);
  const [selling, setSelling] = useState(false);

  const clientName = filters.clientId
    ? invoices.data?.pages
        .flatMap((page) => page.items)
        .find((row) => row.client?.id === filters.clientId)?.client?.name
    : undefined;
  const filtered =
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.clientId !== null ||
    filters.from !== null;

  return (
    <ListPage
      title="Invoices"
      actions={
        <Group gap="sm">
          <Button component={Link} to="/admin/invoices/receivables" variant="default">
            Receivables
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => setExporting(true)}
          >
            Export CSV
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setSelling(true)}>
            New counter sale
          </Button>
        </Group>
      }
      filters={
        <>
          <SearchFilter
            placeholder="Search invoices..."
            title="Search by invoice number, client name or job order number"
            {...searchBox}
            w={260}
          />
          <StatusFilter options={statusOptions} {...bind('status')} w={190} />
          <DateRangeFilter
            label="Invoice date"
            placeholder="Any date"
            value={filters}
            onChange={choose}
          />
          {filters.clientId ? (
            <Button
              variant="light"
              rightSection={<IconX size={14} aria-hidden />}
              onClick={() => choose({ clientId: null })}
              aria-label={`Clear the client filter${clientName ? ` (${clientName})` : ''}`}
            >
              Client: {clientName ?? 'selected client'}
            </Button>
          ) : null}
        </>
      }
      query={invoices}
      failureTitle="Could not load the invoices"
      moreFailureTitle="Could not load more invoices"
      table={(list) => (
        <ResponsiveTable
          {...list}
          label="Invoices"
          rowKey={(invoice) => invoice.id}
          empty={
            filtered
              ? 'No invoices match these filters.'
              : 'No invoices yet. Invoice a completed job order or start a counter sale.'
          }
          rowProps={() => ({ 'data-testid': 'invoice-row' })}
          columns={[
            {
              key: 'number',
              header: 'Number',
              kind: 'title',
              cell: (invoice) => (
                <>
                  <Anchor component={Link} to={`/admin/invoices/${invoice.id}`} fw={600}>
                    {invoiceNumberLabel(invoice)}
                  </Anchor>
                  {invoice.jobOrder ? (
                    <Text size="xs" c="dimmed">
                      {invoice.jobOrder.number}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              key: 'date',
              header: 'Date',
              nowrap: true,
              priority: 2,
              cell: (invoice) => formatCalendarDate(invoice.date, dates),
            },
            {
              key: 'client',
              header: 'Client',
              cell: (invoice) => invoice.client?.name ?? invoice.billToName,
            },
            {
              key: 'vehicle',
              header: 'Vehicle',
              priority: 3,
              cell: (invoice) => invoice.vehicle ?? '—',
            },
            {
              key: 'total',
              header: 'Total',
              align: 'right',
              nowrap: true,
              cell: (invoice) => money(invoice.total),
            },
            {
              key: 'paid',
              header: 'Paid',
              align: 'right',
              nowrap: true,
              priority: 2,
              cell: (invoice) => money(invoice.paid),
            },
            {
              key: 'balance',
              header: 'Balance',
              align: 'right',
              nowrap: true,
              cell: (invoice) => money(invoice.balance),
              cellData: () => ({ 'data-testid': 'invoice-balance' }),
            },
            {
              key: 'status',
              header: 'Status',
              nowrap: true,
              cell: (invoice) => (
                <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
              ),
            },
          ]}
        />
      )}
    >
      <ExportDialog opened={exporting} today={today} onClose={() => setExporting(false)} />
      <CounterSaleDialog opened={selling} onClose={() => setSelling(false)} />
    </ListPage>
  );
}
