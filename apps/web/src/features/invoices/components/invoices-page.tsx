import '@mantine/dates/styles.css';
import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { type InvoiceStatus, invoiceStatuses, invoiceStatusLabels } from '@pitstop/domain/invoices';
import { IconDownload, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { type InvoiceFilters, useInvoices } from '../api/list-invoices.ts';
import { CounterSaleDialog } from './counter-sale-dialog.tsx';
import { ExportDialog } from './export-dialog.tsx';
import { invoiceNumberLabel } from './invoice-number.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const ALL = 'all';
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...invoiceStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
];

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
  const [search, setSearch] = useState(initialFilters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<InvoiceFilters, 'search'>>(initialFilters);
  const filters: InvoiceFilters = { ...choices, search: debouncedSearch };
  const invoices = useInvoices(filters);
  const rows = invoices.data?.pages.flatMap((page) => page.items) ?? [];
  const first = invoices.data?.pages[0];
  const format = { currency: first?.currency ?? 'USD', locale: first?.locale ?? 'en-US' };
  const money = (value: string) => formatMoney(value, format);
  const [exporting, setExporting] = useState(false);
  const [selling, setSelling] = useState(false);

  // This state is the one source of truth, written to the address when it changes.
  const filtersKey = JSON.stringify(filters);
  const written = useRef(filtersKey);
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };
  useEffect(() => {
    if (written.current === filtersKey) return;
    written.current = filtersKey;
    latest.current.onFiltersChange(latest.current.filters);
  }, [filtersKey]);
  const choose = (change: Partial<Omit<InvoiceFilters, 'search'>>) =>
    setChoices((current) => ({ ...current, ...change }));

  const clientName = filters.clientId
    ? rows.find((row) => row.client?.id === filters.clientId)?.client?.name
    : undefined;
  const filtered =
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.clientId !== null ||
    filters.from !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Invoices</Title>
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
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search invoices..."
          title="Search by invoice number, client name or job order number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <Select
          label="Status"
          allowDeselect={false}
          data={statusOptions}
          value={filters.status ?? ALL}
          onChange={(value) =>
            choose({ status: value === ALL || !value ? null : (value as InvoiceStatus) })
          }
          w={190}
        />
        <DatePickerInput
          type="range"
          ariaLabels={calendarLabels}
          label="Invoice date"
          placeholder="Any date"
          clearable
          allowSingleDateInRange
          value={[filters.from, filters.to]}
          onChange={([from, to]) => {
            // Half a range is being picked: wait for its end.
            if (from && !to) return;
            choose({ from, to });
          }}
          w={240}
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
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        {invoices.isPending ? (
          <InlineLoading />
        ) : invoices.isError && !invoices.data ? (
          <LoadFailure
            title="Could not load the invoices"
            error={invoices.error}
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
          />
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="md">
            {filtered
              ? 'No invoices match these filters.'
              : 'No invoices yet. Invoice a completed job order or start a counter sale.'}
          </Text>
        ) : (
          <ResponsiveTable
            label="Invoices"
            rows={rows}
            rowKey={(invoice) => invoice.id}
            busy={invoices.isPlaceholderData}
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
      </Paper>
      <LoadMore query={invoices} failureTitle="Could not load more invoices" />
      <ExportDialog opened={exporting} today={today} onClose={() => setExporting(false)} />
      <CounterSaleDialog opened={selling} onClose={() => setSelling(false)} />
    </Stack>
  );
}
