import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { ageBucketLabels } from '@pitstop/domain/invoices';
import { countLabel } from '@pitstop/domain/plural';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useReceivables } from '../api/get-receivables.ts';
import { useRemindInvoice } from '../api/send-invoice.ts';
import { invoiceNumberLabel } from './invoice-number.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/**
 * Receivables (issue 13): what clients owe on issued invoices, in four age buckets (from the
 * invoice date) with their counts and totals, the grand total, and the invoices oldest first,
 * each with Send reminder when it is overdue.
 */
export function ReceivablesPage() {
  const dates = useDateFormat();
  const receivables = useReceivables();
  const remind = useRemindInvoice();

  if (receivables.isPending) return <InlineLoading />;
  if (receivables.isError) {
    return (
      <LoadFailure
        title="Could not load the receivables"
        error={receivables.error}
        onRetry={() => void receivables.refetch()}
        retrying={receivables.isFetching}
      />
    );
  }
  const { buckets, total, invoices, currency, locale } = receivables.data;
  const money = (value: string) => formatMoney(value, { currency, locale });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Receivables</Title>
        <Button component={Link} to="/admin/invoices" variant="default">
          All invoices
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {buckets.map((bucket) => (
          <Card key={bucket.bucket} withBorder padding="sm" data-testid={`bucket-${bucket.bucket}`}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {ageBucketLabels[bucket.bucket]}
            </Text>
            <Text fw={700} fz="lg">
              {money(bucket.total)}
            </Text>
            <Text size="sm" c="dimmed">
              {countLabel(bucket.count, { one: 'invoice', other: 'invoices' })}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="sm" data-testid="receivables-total">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Total owed
          </Text>
          <Text fw={700} fz="lg">
            {money(total)}
          </Text>
        </Card>
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        {invoices.length === 0 ? (
          <Text c="dimmed" p="md">
            Nothing is owed: every issued invoice is paid.
          </Text>
        ) : (
          <ResponsiveTable
            label="Unpaid invoices"
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            rowProps={() => ({ 'data-testid': 'receivable-row' })}
            columns={[
              {
                key: 'number',
                header: 'Number',
                kind: 'title',
                nowrap: true,
                cell: (invoice) => (
                  <Anchor component={Link} to={`/admin/invoices/${invoice.id}`} fw={600}>
                    {invoiceNumberLabel(invoice)}
                  </Anchor>
                ),
              },
              {
                key: 'client',
                header: 'Client',
                cell: (invoice) => invoice.client?.name ?? invoice.billToName,
              },
              {
                key: 'date',
                header: 'Date',
                nowrap: true,
                priority: 3,
                cell: (invoice) => formatCalendarDate(invoice.date, dates),
              },
              {
                key: 'due',
                header: 'Due',
                nowrap: true,
                priority: 2,
                cell: (invoice) => (invoice.dueOn ? formatCalendarDate(invoice.dueOn, dates) : '—'),
              },
              {
                key: 'age',
                header: 'Age',
                align: 'right',
                nowrap: true,
                priority: 2,
                cell: (invoice) => countLabel(invoice.ageDays, { one: 'day', other: 'days' }),
              },
              {
                key: 'balance',
                header: 'Balance',
                align: 'right',
                nowrap: true,
                cell: (invoice) => money(invoice.balance),
              },
              {
                key: 'status',
                header: 'Status',
                nowrap: true,
                cell: (invoice) => (
                  <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                ),
              },
              {
                key: 'actions',
                header: 'Actions',
                kind: 'actions',
                cell: (invoice) =>
                  invoice.overdue ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconBell size={14} aria-hidden />}
                      loading={remind.isPending && remind.variables === invoice.id}
                      onClick={() =>
                        remind.mutate(invoice.id, {
                          onSuccess: () =>
                            showToast({
                              color: 'teal',
                              message: `Reminder for ${invoiceNumberLabel(invoice)} sent`,
                            }),
                          onError: (cause) => notifyFailure('Could not send the reminder', cause),
                        })
                      }
                      aria-label={`Send reminder for ${invoiceNumberLabel(invoice)}`}
                    >
                      Send reminder
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
