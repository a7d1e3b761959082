import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import type { InvoiceDetail, InvoiceLineView } from '@pitstop/domain/invoice-views';
import { formatTaxRate } from '@pitstop/domain/invoices';
import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { compareMoney } from '@pitstop/domain/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LineDialog } from '../../../components/lines/line-dialog.tsx';
import { LineRowActions } from '../../../components/lines/line-row-actions.tsx';
import { lineInputOfView, lineKindLabels } from '../../../components/lines/line-values.ts';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useAddInvoiceLine,
  useRemoveInvoiceLine,
  useUpdateInvoiceLine,
} from '../api/invoice-lines.ts';

type Editing = { line: InvoiceLineView | null } | null;

/**
 * The invoice's lines with their tax rate and amount; on a draft, Add line and each line's Edit
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
          <ResponsiveTable
            label="Invoice lines"
            rows={invoice.lines}
            rowKey={(line) => line.id}
            verticalSpacing="xs"
            rowProps={() => ({ 'data-testid': 'invoice-line' })}
            columns={[
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
                cell: (line) =>
                  line.kind === 'labor' || line.kind === 'part' ? line.quantity : '—',
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
                cell: (line) =>
                  line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount),
                cellData: () => ({ 'data-testid': 'invoice-line-amount' }),
              },
              anyCredited && {
                key: 'credited',
                header: 'Credited',
                align: 'right',
                cell: (line) =>
                  compareMoney(line.creditedQuantity, '0') > 0 ? line.creditedQuantity : '—',
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
            ]}
          />
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
