import { Badge, Box, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@pitstop/domain/date-format';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import type { ServiceHistoryList as HistoryPage, ServiceHistoryItem } from '@pitstop/domain/portal';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';

const ALL = 'all';
const lineKindLabels = { labor: 'Labor', part: 'Part', fee: 'Fee', discount: 'Discount' } as const;

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
          <Box style={{ overflowX: 'auto' }}>
            <Table fz="sm" verticalSpacing={4} miw={360} aria-label="Lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Unit price</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      {line.description}
                      <Text span size="xs" c="dimmed" ml={6}>
                        {lineKindLabels[line.kind]}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{quantityFormat.format(Number(line.quantity))}</Table.Td>
                    <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
                    <Table.Td ta="right">{money(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3} ta="right">
                    Total
                  </Table.Th>
                  <Table.Th ta="right">{money(item.total)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Box>
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
