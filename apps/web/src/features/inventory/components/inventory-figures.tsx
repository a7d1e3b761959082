import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { InventorySummary } from '@pitstop/domain/inventory-views';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFormatMoney } from '../../../lib/money.tsx';

const numberFormat = new Intl.NumberFormat('en-US');

function Figure({
  title,
  hint,
  loading,
  testId,
  children,
}: {
  title: string;
  hint: ReactNode;
  loading: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      {loading ? (
        <Skeleton height={30} width={100} mt={6} aria-hidden />
      ) : (
        <Text fz={28} fw={700} lh={1.3} data-testid={testId}>
          {children}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** The figures above the Inventory Overview: active items, their value at cost, how many are low. */
export function InventoryFigures({
  summary,
  onShowLowStock,
}: {
  summary: UseQueryResult<InventorySummary>;
  /** Filters the list to the low items. */
  onShowLowStock(): void;
}) {
  const data = summary.data;
  const money = useFormatMoney(data?.currency);
  const loading = summary.isPending;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figure
        title="Active items"
        hint="Parts and supplies you stock"
        loading={loading}
        testId="figure-items"
      >
        {data ? numberFormat.format(data.activeItems) : '—'}
      </Figure>
      <Figure
        title="Stock value"
        hint="On hand at average cost"
        loading={loading}
        testId="figure-value"
      >
        {data ? money(data.stockValue) : '—'}
      </Figure>
      <Figure
        title="Low stock"
        hint={
          data && data.lowStock > 0 ? (
            <Anchor component="button" type="button" size="xs" onClick={onShowLowStock}>
              Show the low items
            </Anchor>
          ) : (
            'At or below their reorder point'
          )
        }
        loading={loading}
        testId="figure-low"
      >
        {data ? numberFormat.format(data.lowStock) : '—'}
      </Figure>
    </SimpleGrid>
  );
}
