import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { formatPurchaseOrderNumber, formatStockQuantity } from '@pitstop/domain/inventory';
import type { JobOrderDetail, JobOrderLineView } from '@pitstop/domain/job-order-views';
import type { LineApproval } from '@pitstop/domain/job-orders';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { LineDialog } from '../../../../components/lines/line-dialog.tsx';
import { LineRowActions } from '../../../../components/lines/line-row-actions.tsx';
import { lineInputOfView, lineKindLabels } from '../../../../components/lines/line-values.ts';
import { ResponsiveTable } from '../../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../../components/status-badge.tsx';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../../lib/money.tsx';
import { showToast } from '../../../../lib/toast.ts';
import {
  useAddJobOrderLine,
  useRemoveJobOrderLine,
  useUpdateJobOrderLine,
} from '../../api/job-order-lines.ts';
import { useOrderPartShortfall } from '../../api/order-part-shortfall.ts';
import { CannedJobPicker } from './canned-job-picker.tsx';
import { DeclinedWorkOffer } from './declined-work-offer.tsx';

const approvalBadges: Record<LineApproval, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  approved: { label: 'Approved', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
};

type Editing = { line: JobOrderLineView | null } | null;

/**
 * A part from inventory: its SKU and the stock as it stands, and when the stock cannot cover the
 * line, a warning with (for those who buy parts) a button that puts the shortfall on the
 * supplier's draft purchase order.
 */
function LineStock({
  line,
  canOrderParts,
}: {
  line: JobOrderLineView & { stock: NonNullable<JobOrderLineView['stock']> };
  canOrderParts: boolean;
}) {
  const order = useOrderPartShortfall();
  const { stock } = line;
  const quantity = (value: string) => formatStockQuantity(value, stock.unit);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {stock.sku} · {quantity(stock.available)} available
      </Text>
      {stock.shortBy ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="orange.9" fw={600} role="status">
            Not enough stock: {quantity(stock.shortBy)} short
          </Text>
          {canOrderParts ? (
            <Button
              size="compact-xs"
              variant="light"
              loading={order.isPending}
              onClick={() =>
                order.mutate(
                  { itemId: line.inventoryItemId as string, quantity: stock.shortBy as string },
                  {
                    onSuccess: ({ purchaseOrders: [purchaseOrder] }) =>
                      showToast({
                        color: 'teal',
                        message: purchaseOrder
                          ? `${quantity(stock.shortBy as string)} of ${stock.sku} added to ${formatPurchaseOrderNumber(purchaseOrder.number)} for ${purchaseOrder.supplier.name}`
                          : `${stock.sku} added to a purchase order`,
                      }),
                    onError: (cause) => notifyFailure('Could not order the part', cause),
                  },
                )
              }
            >
              Order {quantity(stock.shortBy)}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The job order's lines in their order, with the customer's answer to each and its done mark.
 * `canEditLines`: add, edit and remove lines, canned jobs and declined work (the desk; a
 * mechanic where the shop lets them change prices). `canMarkDone`: tick the work off.
 * `canOrderParts`: put what the stock cannot cover on a purchase order (inventory writers).
 */
export function JobOrderLines({
  jobOrder,
  canEditLines,
  canMarkDone,
  canOrderParts,
}: {
  jobOrder: JobOrderDetail;
  canEditLines: boolean;
  canMarkDone: boolean;
  canOrderParts: boolean;
}) {
  const { currency } = jobOrder;
  const money = useFormatMoney(currency);
  const add = useAddJobOrderLine();
  const update = useUpdateJobOrderLine();
  const remove = useRemoveJobOrderLine();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<JobOrderLineView | null>(null);
  const lines = [...jobOrder.lines].sort((a, b) => a.position - b.position);

  const save = (line: Parameters<typeof add.mutateAsync>[0]['line']) =>
    editing?.line
      ? update.mutateAsync({ id: jobOrder.id, lineId: editing.line.id, changes: { line } })
      : add.mutateAsync({ id: jobOrder.id, line });

  const markDone = (line: JobOrderLineView, done: boolean) =>
    update.mutate(
      { id: jobOrder.id, lineId: line.id, changes: { done } },
      { onError: (cause) => notifyFailure('Could not change the line', cause) },
    );

  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="job-order-lines">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="job-order-lines">
              Lines
            </Title>
            {canEditLines ? (
              <Group gap="xs">
                <CannedJobPicker jobOrderId={jobOrder.id} currency={currency} />
                <Button
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setEditing({ line: null })}
                >
                  Add line
                </Button>
              </Group>
            ) : null}
          </Group>
          {lines.length === 0 ? (
            <Text c="dimmed" size="sm">
              No lines yet.{canEditLines ? ' Add labor, parts, fees or a canned job.' : ''}
            </Text>
          ) : (
            <ResponsiveTable
              label="Lines"
              rows={lines}
              rowKey={(line) => line.id}
              verticalSpacing="xs"
              rowProps={() => ({ 'data-testid': 'job-order-line' })}
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
                      {line.stock ? (
                        <LineStock
                          line={{ ...line, stock: line.stock }}
                          canOrderParts={canOrderParts}
                        />
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
                      : line.unitPrice === null
                        ? '—'
                        : money(line.unitPrice),
                },
                {
                  key: 'amount',
                  header: 'Amount',
                  align: 'right',
                  nowrap: true,
                  cell: (line) =>
                    line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount),
                  cellData: () => ({ 'data-testid': 'line-amount' }),
                },
                {
                  key: 'answer',
                  header: 'Answer',
                  nowrap: true,
                  cell: (line) => {
                    const badge = approvalBadges[line.approval];
                    return line.kind === 'discount' ? null : (
                      <StatusBadge color={badge.color} data-approval={line.approval}>
                        {badge.label}
                      </StatusBadge>
                    );
                  },
                },
                {
                  key: 'done',
                  header: 'Done',
                  cell: (line) =>
                    line.kind === 'discount' || line.approval === 'declined' ? null : (
                      <Checkbox
                        aria-label={`Done: ${line.description}`}
                        checked={line.done}
                        disabled={!canMarkDone || update.isPending}
                        onChange={(event) => markDone(line, event.currentTarget.checked)}
                      />
                    ),
                },
                canEditLines && {
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
      </Card>
      <DeclinedWorkOffer jobOrder={jobOrder} canAdd={canEditLines} />
      <LineDialog
        opened={editing !== null}
        initial={editing?.line ? lineInputOfView(editing.line) : null}
        laborRate={jobOrder.laborRate}
        currency={currency}
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
            { id: jobOrder.id, lineId: removing.id },
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
        <strong>{removing?.description}</strong> leaves the job order and its totals.
      </ConfirmDialog>
    </Stack>
  );
}
