import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import {
  formatPurchaseOrderNumber,
  formatStockQuantity,
  type StockUnit,
} from '@pitstop/domain/inventory';
import type { StockMovement } from '@pitstop/domain/inventory-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useStockMovements } from '../api/list-stock-movements.ts';
import { movementChangeLabel, movementLabel } from '../ledger-labels.ts';

function Reference({ movement }: { movement: StockMovement }) {
  if (movement.jobOrder) {
    return (
      <Anchor component={Link} to={`/admin/job-orders/${movement.jobOrder.id}`} size="sm">
        {formatJobOrderNumber(movement.jobOrder.number)}
      </Anchor>
    );
  }
  if (movement.purchaseOrder) {
    return (
      <Anchor
        component={Link}
        to={`/admin/inventory/purchase-orders/${movement.purchaseOrder.id}`}
        size="sm"
      >
        {formatPurchaseOrderNumber(movement.purchaseOrder.number)}
      </Anchor>
    );
  }
  return <>—</>;
}

/**
 * The item's stock ledger, newest first: every movement with why, how much, the balance it
 * left, who made it and the job order or purchase order it came from; older ones on Load more.
 */
export function StockLedger({
  itemId,
  unit,
  currency,
}: {
  itemId: string;
  unit: StockUnit;
  currency: string;
}) {
  const dates = useDateFormat();
  const money = useFormatMoney(currency);
  const movements = useStockMovements(itemId);
  const rows = movements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="stock-ledger-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="stock-ledger-title">
          Stock movements
        </Title>
        {movements.isError && !movements.data ? (
          <LoadFailure
            title="Could not load the stock movements"
            error={movements.error}
            onRetry={() => void movements.refetch()}
            retrying={movements.isFetching}
          />
        ) : (
          <ResponsiveTable
            label="Stock movements"
            rows={rows}
            rowKey={(movement) => movement.id}
            loading={movements.isPending}
            verticalSpacing="xs"
            empty="No stock movements yet."
            rowProps={() => ({ 'data-testid': 'stock-movement' })}
            columns={[
              {
                key: 'when',
                header: 'When',
                kind: 'title',
                nowrap: true,
                cell: (movement) => formatDateTime(movement.createdAt, dates),
              },
              { key: 'movement', header: 'Movement', cell: (movement) => movementLabel(movement) },
              {
                key: 'change',
                header: 'Change',
                align: 'right',
                nowrap: true,
                cell: (movement) => movementChangeLabel(movement, unit),
              },
              {
                key: 'onHandAfter',
                header: 'On hand after',
                align: 'right',
                nowrap: true,
                priority: 2,
                cell: (movement) => formatStockQuantity(movement.onHandAfter, unit),
              },
              {
                key: 'unitCost',
                header: 'Unit cost',
                align: 'right',
                nowrap: true,
                priority: 3,
                cell: (movement) => (movement.unitCost === null ? '—' : money(movement.unitCost)),
              },
              {
                key: 'note',
                header: 'Note',
                priority: 4,
                cell: (movement) => (
                  <Text size="sm" span style={{ whiteSpace: 'pre-wrap' }}>
                    {movement.note ?? '—'}
                  </Text>
                ),
              },
              { key: 'by', header: 'By', priority: 3, cell: (movement) => movement.actor.name },
              {
                key: 'from',
                header: 'From',
                priority: 2,
                cell: (movement) => <Reference movement={movement} />,
              },
            ]}
          />
        )}
        <LoadMore query={movements} failureTitle="Could not load more stock movements" />
      </Stack>
    </Card>
  );
}
