import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import { formatDate } from '@pitstop/domain/date-format';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import {
  type ServiceHistoryList as HistoryPage,
  type ServiceHistoryItem,
  serviceLineKindLabels,
} from '@pitstop/domain/owner';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';

const ALL = 'all';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function ServiceVisit({ item, showShop }: { item: ServiceHistoryItem; showShop: boolean }) {
  const money = useFormatMoney();
  const headingId = `service-${item.id}`;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={700} id={headingId} component="h3" m={0} fz="md">
              {formatDate(item.completedAt, item.shop)}
              {item.vehicle ? ` · ${vehicleTitle(item.vehicle)}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                showShop ? item.shop.name : null,
                item.vehicle?.registrationNumber ?? null,
                item.mileage !== null ? formatMileage(item.mileage) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Text fw={700} data-testid="service-total">
            {money(item.total)}
          </Text>
        </Group>
        {item.services.length > 0 ? (
          <Group gap={4}>
            {item.services.map((service) => (
              <Badge key={service} variant="light" size="sm">
                {service}
              </Badge>
            ))}
          </Group>
        ) : null}
        {item.description ? (
          <Text size="sm" c="dimmed">
            {item.description}
          </Text>
        ) : null}
        {item.lines.length > 0 ? (
          <ResponsiveTable
            label="Lines"
            rows={item.lines}
            rowKey={(line) => line.id}
            verticalSpacing="xs"
            total={{ label: 'Total', column: 'amount', value: money(item.total) }}
            columns={[
              {
                key: 'line',
                header: 'Line',
                kind: 'title',
                cell: (line) => (
                  <>
                    {line.description}
                    <Text span size="xs" c="dimmed" ml={6}>
                      {serviceLineKindLabels[line.kind]}
                    </Text>
                  </>
                ),
              },
              {
                key: 'quantity',
                header: 'Qty',
                align: 'right',
                priority: 2,
                cell: (line) => quantityFormat.format(Number(line.quantity)),
              },
              {
                key: 'unitPrice',
                header: 'Unit price',
                align: 'right',
                nowrap: true,
                priority: 2,
                cell: (line) => money(line.unitPrice),
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
        ) : null}
      </Stack>
    </Card>
  );
}

/** Completed services, newest first, each with its lines and total ($ two decimals). */
export function ServiceHistoryList({
  query,
  vehicles,
  vehicleId,
  onVehicleChange,
  showShop = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<HistoryPage>>;
  /** The vehicles the filter offers. */
  vehicles: { id: string; year: number | null; make: string; model: string }[];
  vehicleId: string | null;
  onVehicleChange(vehicleId: string | null): void;
  showShop?: boolean;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <Select
        label="Vehicle"
        data={[
          { value: ALL, label: 'All vehicles' },
          ...vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicleTitle(vehicle) })),
        ]}
        value={vehicleId ?? ALL}
        allowDeselect={false}
        onChange={(value) => onVehicleChange(value && value !== ALL ? value : null)}
        maw={320}
      />
      {query.isPending ? (
        <InlineLoading label="Loading services..." />
      ) : query.isError && !query.data ? (
        <LoadFailure
          title="Could not load the service history"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No completed services yet
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Completed services"
          aria-busy={query.isFetching}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <ServiceVisit key={item.id} item={item} showShop={showShop} />
          ))}
        </Stack>
      )}
      <LoadMore query={query} failureTitle="Could not load more services" />
    </Stack>
  );
}
