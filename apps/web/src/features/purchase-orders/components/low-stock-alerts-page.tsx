import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPurchaseOrderNumber, formatStockQuantity } from '@pitstop/domain/inventory';
import type { CreatedPurchaseOrders, LowStockItem } from '@pitstop/domain/inventory-views';
import { countLabel } from '@pitstop/domain/plural';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/responsive-table.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreatePurchaseOrdersFromAlerts, useLowStockAlerts } from '../api/low-stock-alerts.ts';

const purchaseOrderPath = (id: string) => `/admin/inventory/purchase-orders/${id}`;

/**
 * Low Stock Alerts: the items at or below their reorder point, grouped by supplier, with what to
 * order and what is already on order. Those who order tick items and "Create purchase order":
 * one draft per supplier, opened at once (or listed when there are several). Refetched live
 * when stock changes (`inventory.changed`).
 */
export function LowStockAlertsPage({ canWrite }: { canWrite: boolean }) {
  const alerts = useLowStockAlerts();
  const create = useCreatePurchaseOrdersFromAlerts();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [created, setCreated] = useState<CreatedPurchaseOrders['purchaseOrders'] | null>(null);
  const groups = alerts.data?.groups ?? [];
  const orderable = new Set(
    groups.flatMap((group) => (group.supplier ? group.items.map((item) => item.id) : [])),
  );
  // Items no longer low (received meanwhile) drop out of the selection.
  const chosen = selected.filter((id) => orderable.has(id));

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) =>
      on ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id)),
    );

  const createOrders = () =>
    create.mutate(chosen, {
      onSuccess: ({ purchaseOrders }) => {
        setSelected([]);
        const [only] = purchaseOrders;
        if (purchaseOrders.length === 1 && only) {
          showToast({
            color: 'teal',
            message: `${formatPurchaseOrderNumber(only.number)} drafted for ${only.supplier.name}`,
          });
          navigate(purchaseOrderPath(only.id));
          return;
        }
        setCreated(purchaseOrders);
      },
      onError: (cause) => notifyFailure('Could not create the purchase order', cause),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Low Stock Alerts</Title>
        {canWrite ? (
          <Button
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            disabled={chosen.length === 0}
            loading={create.isPending}
            onClick={createOrders}
          >
            Create purchase order
          </Button>
        ) : null}
      </Group>
      {created ? (
        <Alert
          color="teal"
          variant="light"
          title="Draft purchase orders ready"
          withCloseButton
          onClose={() => setCreated(null)}
        >
          <Stack gap={4}>
            {created.map((order) => (
              <Anchor key={order.id} component={Link} to={purchaseOrderPath(order.id)}>
                {formatPurchaseOrderNumber(order.number)} — {order.supplier.name} (
                {countLabel(order.lineCount, { one: 'line', other: 'lines' })})
              </Anchor>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {alerts.isPending ? (
        <InlineLoading />
      ) : alerts.isError ? (
        <LoadFailure
          title="Could not load the low stock alerts"
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : groups.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text>Nothing is low on stock: every item is above its reorder point.</Text>
        </Paper>
      ) : (
        groups.map((group) => {
          const title = group.supplier?.name ?? 'No supplier';
          const ids = group.items.map((item) => item.id);
          const all = group.supplier !== null && ids.every((id) => chosen.includes(id));
          const some = ids.some((id) => chosen.includes(id));
          const headingId = `alerts-${group.supplier?.id ?? 'none'}`;
          return (
            <Paper
              key={group.supplier?.id ?? 'none'}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby={headingId}
              data-testid="alert-group"
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <div>
                    <Title order={2} size="h4" id={headingId}>
                      {title}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {group.supplier
                        ? group.supplier.leadTimeDays !== null
                          ? `Delivers in about ${countLabel(group.supplier.leadTimeDays, { one: 'day', other: 'days' })}`
                          : 'Lead time not set'
                        : 'Choose a supplier on these items to order them from here.'}
                    </Text>
                  </div>
                  {canWrite && group.supplier ? (
                    <Checkbox
                      label="Select all"
                      aria-label={`Select all from ${title}`}
                      checked={all}
                      indeterminate={some && !all}
                      onChange={(event) => toggle(ids, event.currentTarget.checked)}
                    />
                  ) : null}
                </Group>
                <ResponsiveTable
                  label={`Low stock from ${title}`}
                  rows={group.items}
                  rowKey={(item) => item.id}
                  verticalSpacing="xs"
                  rowProps={() => ({ 'data-testid': 'alert-row' })}
                  columns={alertColumns({
                    canWrite,
                    orderable: group.supplier !== null,
                    chosen,
                    toggle,
                  })}
                />
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}

function alertColumns({
  canWrite,
  orderable,
  chosen,
  toggle,
}: {
  canWrite: boolean;
  orderable: boolean;
  chosen: string[];
  toggle(ids: string[], on: boolean): void;
}): (ResponsiveColumn<LowStockItem> | false)[] {
  const quantity = (item: LowStockItem, value: string | null) =>
    value === null ? '—' : formatStockQuantity(value, item.unit);
  return [
    canWrite && {
      key: 'order',
      header: 'Order',
      kind: 'actions',
      cell: (item) => (
        <Checkbox
          aria-label={`Order ${item.name}`}
          disabled={!orderable}
          checked={chosen.includes(item.id)}
          onChange={(event) => toggle([item.id], event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'item',
      header: 'Item',
      kind: 'title',
      cell: (item) => (
        <>
          <Text size="sm" fw={500}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed">
            {item.sku}
          </Text>
        </>
      ),
    },
    {
      key: 'available',
      header: 'Available',
      align: 'right',
      nowrap: true,
      cell: (item) => quantity(item, item.available),
    },
    {
      key: 'reorderPoint',
      header: 'Reorder point',
      align: 'right',
      nowrap: true,
      priority: 2,
      cell: (item) => quantity(item, item.reorderPoint),
    },
    {
      key: 'suggested',
      header: 'Suggested',
      align: 'right',
      nowrap: true,
      cell: (item) => quantity(item, item.suggestedQuantity),
    },
    {
      key: 'onOrder',
      header: 'On order',
      align: 'right',
      nowrap: true,
      priority: 2,
      cell: (item) => quantity(item, item.onOrder),
    },
  ];
}
