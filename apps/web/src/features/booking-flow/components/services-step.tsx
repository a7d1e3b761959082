import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { countLabel } from '@pitstop/domain/plural';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useWorkshopServices } from '../api/list-workshop-services.ts';

/** "1 h 30 min" of minutes. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Step 2: one or more of the workshop's services; the visit lasts their total duration. */
export function ServicesStep({
  shopId,
  serviceIds,
  onChange,
}: {
  shopId: string;
  serviceIds: string[];
  onChange(serviceIds: string[]): void;
}) {
  const money = useFormatMoney();
  const services = useWorkshopServices(shopId);
  if (services.isPending) return <InlineLoading label="Loading services..." />;
  if (services.isError) {
    return (
      <LoadFailure
        title={`Error loading services: ${services.error.message}`}
        error={services.error}
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );
  }
  if (services.data.length === 0) {
    return <Text c="dimmed">This workshop has no services to book online yet.</Text>;
  }
  const chosen = services.data.filter((service) => serviceIds.includes(service.id));
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Services"
        description="Choose one or more"
        value={serviceIds}
        onChange={(ids) =>
          // Kept in the catalogue's order, so the first service is the visit's main one.
          onChange(services.data.filter((s) => ids.includes(s.id)).map((s) => s.id))
        }
      >
        <Stack gap="xs" mt="xs">
          {services.data.map((service) => (
            <Checkbox.Card key={service.id} value={service.id} radius="md" p="sm" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Checkbox.Indicator aria-hidden />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{service.name}</Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(service.price)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[service.category, formatDuration(service.durationMinutes)].join(' · ')}
                  </Text>
                  {service.description ? <Text size="sm">{service.description}</Text> : null}
                </Stack>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      </Checkbox.Group>
      {chosen.length > 0 ? (
        <Text size="sm" role="status">
          {countLabel(chosen.length, { one: 'service', other: 'services' })} · about{' '}
          {formatDuration(minutes)}
        </Text>
      ) : null}
    </Stack>
  );
}
