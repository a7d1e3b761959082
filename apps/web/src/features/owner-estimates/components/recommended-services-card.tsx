import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useRecommendedServices } from '../api/list-recommended-services.ts';

/**
 * "Recommended services" on the car owner's dashboard: work they declined on an estimate, kept
 * on the vehicle with the date the shop suggests it again. Hidden while there is none.
 */
export function RecommendedServicesCard() {
  const money = useFormatMoney();
  const dates = useDateFormat();
  const recommended = useRecommendedServices();
  if (recommended.isPending) return <Skeleton h={120} radius="md" />;
  if (recommended.isError) {
    return (
      <LoadFailure
        title="Could not load your recommended services"
        error={recommended.error}
        onRetry={() => void recommended.refetch()}
        retrying={recommended.isFetching}
      />
    );
  }
  const items = recommended.data.items;
  if (items.length === 0) return null;
  const shops = new Set(items.map((item) => item.shopName));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recommended-services">
      <Title order={2} size="h4" id="recommended-services" mb={4}>
        Recommended services
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Work you chose to leave for later. Ask your workshop to add it to your next visit.
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Group key={item.id} component="li" justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {item.description}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.jobName,
                  item.vehicleLabel,
                  shops.size > 1 ? item.shopName : null,
                  `suggested from ${formatCalendarDate(item.followUpOn, dates)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(item.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
