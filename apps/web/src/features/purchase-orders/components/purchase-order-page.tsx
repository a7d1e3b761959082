import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { HistoryEntry } from '@pitstop/domain/bookings';
import { formatCalendarDate, formatDateTime } from '@pitstop/domain/date-format';
import {
  formatPurchaseOrderNumber,
  formatStockQuantity,
  type PurchaseOrderAction,
  purchaseOrderMachine,
  purchaseOrderStatusLabels,
} from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import type { Role } from '@pitstop/domain/roles';
import { IconDownload, IconPencil, IconSend, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field.tsx';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { SendMailDialog } from '../../../components/send-mail-dialog.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { purchaseOrderPdfUrl } from '../api/get-purchase-order.ts';
import { purchaseOrderMailPreviewQuery } from '../api/preview-purchase-order-mail.ts';
import { useTransitionPurchaseOrder } from '../api/transition-purchase-order.ts';
import { PurchaseOrderForm } from './purchase-order-form.tsx';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge.tsx';
import { ReceiveDialog } from './receive-dialog.tsx';

const actionLabels: Record<string, string> = {
  create: 'Created',
  order: 'Sent to supplier',
  mail: 'E-mailed to the supplier',
  receive: 'Delivery received',
  close: 'Closed without the rest',
  cancel: 'Cancelled',
};

function detailLines(entry: HistoryEntry): string[] {
  const details = entry.details ?? {};
  if (entry.action === 'order') {
    if (typeof details.sentTo === 'string') return [`To ${details.sentTo}`];
    if (details.by === 'phone') return ['Ordered by phone'];
  }
  if (entry.action === 'mail' && typeof details.sentTo === 'string') return [details.sentTo];
  if (entry.action === 'receive' && Array.isArray(details.lines)) {
    return (details.lines as { name?: string; quantity?: string }[]).map(
      (line) => `${line.quantity ?? ''} × ${line.name ?? ''}`,
    );
  }
  return [];
}

type Asked = Extract<PurchaseOrderAction, 'close' | 'cancel'> | null;

/**
 * A purchase order: its status, supplier, lines ordered and received, total and history, with
 * the moves purchaseOrderMachine allows the viewer (those it forbids are disabled): Send to
 * supplier (the mail shown first), Receive, Close without the rest, Cancel; Edit while a draft; Download PDF for all.
 */
export function PurchaseOrderPage({ order, role }: { order: PurchaseOrder; role: Role }) {
  const money = useFormatMoney(order.currency);
  const [editing, setEditing] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [asked, setAsked] = useState<Asked>(null);
  const [mailing, setMailing] = useState(false);
  const transition = useTransitionPurchaseOrder();
  const allowed = purchaseOrderMachine.actionsFor(order.status, role);
  const canWrite = purchaseOrderMachine.transitions.order.roles.includes(role);
  const number = formatPurchaseOrderNumber(order.number);
  const dates = useDateFormat();
  const byPhone = !order.supplier.email;

  const move = (action: Exclude<PurchaseOrderAction, 'receive'>, reason?: string) =>
    transition.mutate(
      { id: order.id, transition: { action, reason: reason ?? null } },
      {
        onSuccess: (moved) => {
          setAsked(null);
          showToast({
            color: 'teal',
            message:
              // Send to supplier with an address goes through SendMailDialog: this is by phone.
              action === 'order'
                ? `${number} marked as ordered`
                : `${number} is ${purchaseOrderStatusLabels[moved.status].toLowerCase()}`,
          });
        },
        onError: (cause) => notifyFailure(`Could not update ${number}`, cause),
      },
    );

  if (editing) {
    return (
      <Stack gap="md">
        <Title order={1}>Edit {number}</Title>
        <PurchaseOrderForm
          order={order}
          currency={order.currency}
          onSaved={() => {
            setEditing(false);
            showToast({ color: 'teal', message: `${number} saved` });
          }}
          onCancel={() => setEditing(false)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{number}</Title>
            <PurchaseOrderStatusBadge status={order.status} data-testid="purchase-order-status" />
          </Group>
          <Text c="dimmed">{order.supplier.name}</Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {canWrite ? (
            <>
              {order.status === 'draft' ? (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
              ) : null}
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={!allowed.includes('order')}
                loading={
                  transition.isPending && transition.variables?.transition.action === 'order'
                }
                onClick={() => (byPhone ? move('order') : setMailing(true))}
              >
                {byPhone ? 'Mark as ordered' : purchaseOrderMachine.transitions.order.label}
              </Button>
              <Button
                variant="light"
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
                disabled={!allowed.includes('receive')}
                onClick={() => setReceiving(true)}
              >
                {purchaseOrderMachine.transitions.receive.label}
              </Button>
              <Button
                variant="default"
                disabled={!allowed.includes('close')}
                onClick={() => setAsked('close')}
              >
                {purchaseOrderMachine.transitions.close.label}
              </Button>
              <Button
                variant="default"
                color="red"
                disabled={!allowed.includes('cancel')}
                onClick={() => setAsked('cancel')}
              >
                {purchaseOrderMachine.transitions.cancel.label}
              </Button>
            </>
          ) : null}
          <Button
            component="a"
            href={purchaseOrderPdfUrl(order.id)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download PDF
          </Button>
        </Group>
      </Group>
      <SendMailDialog
        opened={mailing}
        title={`Send ${number} to ${order.supplier.name}`}
        previewQuery={(to) => purchaseOrderMailPreviewQuery(order.id, to)}
        onSend={(to) =>
          transition.mutateAsync({
            id: order.id,
            transition: { action: 'order', reason: null, to },
          })
        }
        onSent={(to) => showToast({ color: 'teal', message: `${number} sent to ${to}` })}
        onClose={() => setMailing(false)}
      />
      {canWrite && order.status === 'draft' && byPhone ? (
        <Alert color="blue" variant="light">
          {order.supplier.name} has no e-mail address, so nothing is mailed: phone the order
          {order.supplier.phone ? ` to ${order.supplier.phone}` : ''}, then mark it as ordered.
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="md" component="section" aria-label="Purchase order">
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                <DetailField label="Supplier">
                  <Text size="sm">{order.supplier.name}</Text>
                  {order.supplier.email ? (
                    <Anchor size="sm" href={`mailto:${order.supplier.email}`}>
                      {order.supplier.email}
                    </Anchor>
                  ) : null}
                  {order.supplier.phone ? <Text size="sm">{order.supplier.phone}</Text> : null}
                  {order.supplier.accountNumber ? (
                    <Text size="xs" c="dimmed">
                      Account {order.supplier.accountNumber}
                    </Text>
                  ) : null}
                </DetailField>
                <DetailField label="Expected">
                  <Text size="sm">
                    {order.expectedOn ? formatCalendarDate(order.expectedOn, dates) : 'Not set'}
                  </Text>
                </DetailField>
                <DetailField label="Ordered">
                  <Text size="sm">
                    {order.orderedAt ? formatDateTime(order.orderedAt, dates) : 'Not yet'}
                  </Text>
                  {order.sentTo ? (
                    <Text size="xs" c="dimmed">
                      To {order.sentTo}
                    </Text>
                  ) : null}
                </DetailField>
                {order.receivedAt ? (
                  <DetailField label="Received">
                    <Text size="sm">{formatDateTime(order.receivedAt, dates)}</Text>
                  </DetailField>
                ) : null}
                {order.cancelReason ? (
                  <DetailField label="Cancelled because">
                    <Text size="sm">{order.cancelReason}</Text>
                  </DetailField>
                ) : null}
                {order.notes ? (
                  <DetailField label="Notes">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {order.notes}
                    </Text>
                  </DetailField>
                ) : null}
              </SimpleGrid>
            </Card>
            <Card withBorder padding="md" component="section" aria-labelledby="po-lines-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="po-lines-title">
                  Lines
                </Title>
                <ResponsiveTable
                  label="Lines"
                  rows={order.lines}
                  rowKey={(line) => line.id}
                  verticalSpacing="xs"
                  rowProps={() => ({ 'data-testid': 'po-line' })}
                  columns={[
                    {
                      key: 'item',
                      header: 'Item',
                      kind: 'title',
                      cell: (line) => (
                        <>
                          <Text size="sm">{line.item.name}</Text>
                          <Text size="xs" c="dimmed">
                            {line.item.sku}
                          </Text>
                        </>
                      ),
                    },
                    {
                      key: 'ordered',
                      header: 'Ordered',
                      align: 'right',
                      nowrap: true,
                      cell: (line) => formatStockQuantity(line.quantity, line.item.unit),
                    },
                    {
                      key: 'received',
                      header: 'Received',
                      align: 'right',
                      nowrap: true,
                      cell: (line) => formatStockQuantity(line.quantityReceived, line.item.unit),
                      cellData: () => ({ 'data-testid': 'po-line-received' }),
                    },
                    {
                      key: 'unitCost',
                      header: 'Unit cost',
                      align: 'right',
                      nowrap: true,
                      priority: 2,
                      cell: (line) => money(line.unitCost),
                    },
                    {
                      key: 'amount',
                      header: 'Amount',
                      align: 'right',
                      nowrap: true,
                      cell: (line) => money(line.amount),
                    },
                  ]}
                />
                <Group justify="flex-end">
                  <Text fw={600}>Total {money(order.total)}</Text>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="md" component="section" aria-labelledby="po-history-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="po-history-title">
                History
              </Title>
              <HistoryTimeline
                history={order.history}
                timeZone={dates.timeZone}
                statusLabels={purchaseOrderStatusLabels}
                actionLabels={actionLabels}
                detailLines={detailLines}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {canWrite ? (
        <>
          <ReceiveDialog order={order} opened={receiving} onClose={() => setReceiving(false)} />
          <ReasonDialog
            key={asked ?? 'none'}
            opened={asked !== null}
            title={asked === 'close' ? `Close ${number} without the rest?` : `Cancel ${number}?`}
            explanation={
              asked === 'close'
                ? 'What has come in stays in stock; the rest is no longer expected and the order counts as received.'
                : order.status === 'ordered'
                  ? 'Tell the supplier too: the order was sent to them.'
                  : 'The draft is kept, cancelled, in the list of all orders.'
            }
            confirmLabel={asked === 'close' ? 'Close order' : 'Cancel order'}
            busy={transition.isPending}
            onConfirm={(reason) => {
              if (asked) move(asked, reason);
            }}
            onClose={() => setAsked(null)}
          />
        </>
      ) : null}
    </Stack>
  );
}
