import { Anchor, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
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
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useStockMovements } from '../api/list-stock-movements.ts';
import { movementChangeLabel, movementLabel } from '../ledger-labels.ts';

const COLUMNS = 8;

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
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            // Narrow screens scroll the ledger sideways: the region takes focus to scroll by keys.
            tabIndex={0}
            role="region"
            aria-label="Stock movements, scrollable"
          >
            <Table
              verticalSpacing="xs"
              aria-label="Stock movements"
              aria-busy={movements.isPending}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Movement</Table.Th>
                  <Table.Th ta="right">Change</Table.Th>
                  <Table.Th ta="right">On hand after</Table.Th>
                  <Table.Th ta="right">Unit cost</Table.Th>
                  <Table.Th>Note</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>From</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {movements.isPending ? (
                  <>
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS} p={0}>
                        <VisuallyHidden role="status">Loading...</VisuallyHidden>
                      </Table.Td>
                    </Table.Tr>
                    {[0, 1, 2].map((row) => (
                      <Table.Tr key={row} aria-hidden>
                        <Table.Td colSpan={COLUMNS}>
                          <Skeleton height={12} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </>
                ) : rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <Text c="dimmed" ta="center" py="md">
                        No stock movements yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((movement) => (
                    <Table.Tr key={movement.id} data-testid="stock-movement">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(movement.createdAt, dates)}
                      </Table.Td>
                      <Table.Td>{movementLabel(movement)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {movementChangeLabel(movement, unit)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatStockQuantity(movement.onHandAfter, unit)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {movement.unitCost === null ? '—' : money(movement.unitCost)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 260 }}>
                        {movement.note ?? '—'}
                      </Table.Td>
                      <Table.Td>{movement.actor.name}</Table.Td>
                      <Table.Td>
                        <Reference movement={movement} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMore query={movements} failureTitle="Could not load more stock movements" />
      </Stack>
    </Card>
  );
}
