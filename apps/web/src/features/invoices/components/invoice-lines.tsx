import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import type { InvoiceDetail, InvoiceLineView } from '@pitstop/domain/invoice-views';
import { formatTaxRate } from '@pitstop/domain/invoices';
import { groupLinesByJob, threeCsLines } from '@pitstop/domain/job-groups';
import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { compareMoney } from '@pitstop/domain/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LineDialog } from '../../../components/lines/line-dialog.tsx';
import { LineRowActions } from '../../../components/lines/line-row-actions.tsx';
import { lineInputOfView, lineKindLabels } from '../../../components/lines/line-values.ts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useAddInvoiceLine,
  useRemoveInvoiceLine,
  useUpdateInvoiceLine,
} from '../api/invoice-lines.ts';

type Editing = { line: InvoiceLineView | null } | null;

/**
 * The invoice's lines with their tax rate and amount, job by job under each job's name and three
 * Cs when it was made from a job order (then the charges of no job); on a draft, Add line and each line's Edit
 * and Remove (the same line kinds and dialog as job orders). An issued invoice shows what
 * credit notes took back from each line.
 */
export function InvoiceLines({
  invoice,
  laborRate,
  editable,
}: {
  invoice: InvoiceDetail;
  /** The shop's hourly rate, for hourly labor typed by hand. */
  laborRate: string;
  editable: boolean;
}) {
  const format = { currency: invoice.currency, locale: invoice.locale };
  const money = (value: string) => formatMoney(value, format);
  const add = useAddInvoiceLine();
  const update = useUpdateInvoiceLine();
  const remove = useRemoveInvoiceLine();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<InvoiceLineView | null>(null);
  const anyCredited = invoice.lines.some((line) => compareMoney(line.creditedQuantity, '0') > 0);

  const save = (line: JobOrderLineParsed) =>
    editing?.line
      ? update.mutateAsync({ id: invoice.id, lineId: editing.line.id, line })
      : add.mutateAsync({ id: invoice.id, line });

  const groups = groupLinesByJob(invoice.jobs, invoice.lines);
  const columns: (ResponsiveColumn<InvoiceLineView> | false)[] = [
    {
      key: 'description',
      header: 'Description',
      kind: 'title',
      cell: (line) => (
        <>
          <Text size="sm">{line.description}</Text>
          {line.partNumber ? (
            <Text size="xs" c="dimmed">
              Part no. {line.partNumber}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      priority: 3,
      cell: (line) => (
        <>
          {lineKindLabels[line.kind]}
          {line.pricing === 'hourly' ? ' (hourly)' : ''}
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Qty / Hours',
      align: 'right',
      priority: 2,
      cell: (line) => (line.kind === 'labor' || line.kind === 'part' ? line.quantity : '—'),
    },
    {
      key: 'unitPrice',
      header: 'Unit price',
      align: 'right',
      nowrap: true,
      priority: 2,
      cell: (line) =>
        line.percent !== null
          ? `${line.percent}%`
          : line.unitPrice === null || !(line.kind === 'labor' || line.kind === 'part')
            ? '—'
            : money(line.unitPrice),
    },
    {
      key: 'tax',
      header: invoice.taxLabel,
      align: 'right',
      nowrap: true,
      priority: 3,
      cell: (line) => (line.kind === 'discount' ? '—' : formatTaxRate(line.taxRate)),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      nowrap: true,
      cell: (line) => (line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)),
      cellData: () => ({ 'data-testid': 'invoice-line-amount' }),
    },
    anyCredited && {
      key: 'credited',
      header: 'Credited',
      align: 'right',
      cell: (line) => (compareMoney(line.creditedQuantity, '0') > 0 ? line.creditedQuantity : '—'),
    },
    editable && {
      key: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (line) => (
        <LineRowActions
          description={line.description}
          onEdit={() => setEditing({ line })}
          onRemove={() => setRemoving(line)}
        />
      ),
    },
  ];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invoice-lines">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="invoice-lines">
            Lines
          </Title>
          {editable ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ line: null })}
            >
              Add line
            </Button>
          ) : null}
        </Group>
        {invoice.lines.length === 0 ? (
          <Text c="dimmed" size="sm">
            No lines yet.{editable ? ' Add labor, parts, fees or a discount.' : ''}
          </Text>
        ) : (
          groups.map((group, index) => {
            const table = (
              <ResponsiveTable
                label={group.job ? `Lines of ${group.job.name}` : 'Invoice lines'}
                rows={group.lines}
                rowKey={(line) => line.id}
                verticalSpacing="xs"
                rowProps={() => ({ 'data-testid': 'invoice-line' })}
                columns={columns}
              />
            );
            if (groups.length === 1 && !group.job) return <Box key="lines">{table}</Box>;
            return (
              <Stack key={group.job?.id ?? 'other'} gap="xs" data-testid="invoice-job">
                <Title order={3} fz="md">
                  {group.job ? `${index + 1}. ${group.job.name}` : 'Other charges'}
                </Title>
                {group.job ? (
                  <Stack gap={0}>
                    {threeCsLines(group.job).map((text) => (
                      <Text key={text} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {text}
                      </Text>
                    ))}
                  </Stack>
                ) : null}
                {group.lines.length > 0 ? table : null}
              </Stack>
            );
          })
        )}
      </Stack>
      {editable ? (
        <>
          <LineDialog
            opened={editing !== null}
            initial={editing?.line ? lineInputOfView(editing.line) : null}
            laborRate={laborRate}
            currency={invoice.currency}
            withCost={false}
            onSave={save}
            onClose={() => setEditing(null)}
          />
          <ConfirmDialog
            opened={removing !== null}
            title="Remove line?"
            confirmLabel="Remove line"
            busy={remove.isPending}
            onClose={() => setRemoving(null)}
            onConfirm={() => {
              if (!removing) return;
              remove.mutate(
                { id: invoice.id, lineId: removing.id },
                {
                  onSuccess: () => {
                    showToast({ color: 'teal', message: `${removing.description} removed` });
                    setRemoving(null);
                  },
                  onError: (cause) => notifyFailure('Could not remove the line', cause),
                },
              );
            }}
          >
            <strong>{removing?.description}</strong> leaves the invoice and its totals.
          </ConfirmDialog>
        </>
      ) : null}
    </Card>
  );
}
