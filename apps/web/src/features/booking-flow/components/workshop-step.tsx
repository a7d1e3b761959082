import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPhone } from '@tabler/icons-react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useBookingWorkshops } from '../api/list-booking-workshops.ts';
import type { FlowWorkshop } from '../types.ts';

/** Step 1: the workshops that take online bookings (signed in: the owner's own ones first). */
export function WorkshopStep({
  signedIn,
  shopId,
  onChoose,
}: {
  signedIn: boolean;
  shopId: string | null;
  onChoose(workshop: FlowWorkshop): void;
}) {
  const workshops = useBookingWorkshops(signedIn);
  if (workshops.isPending) return <InlineLoading label="Loading workshops..." />;
  if (workshops.isError) {
    return (
      <LoadFailure
        title="Could not load the workshops"
        error={workshops.error}
        onRetry={() => void workshops.refetch()}
        retrying={workshops.isFetching}
      />
    );
  }
  if (workshops.data.length === 0) {
    return <Text c="dimmed">No workshop takes online bookings yet.</Text>;
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      aria-label="Workshops"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {workshops.data.map((shop) => {
        const chosen = shop.id === shopId;
        return (
          <Card
            key={shop.id}
            withBorder
            padding="md"
            component="li"
            aria-label={shop.name}
            style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Stack gap="xs" h="100%">
              <Group gap="xs" wrap="nowrap">
                <IconBuildingStore size={20} aria-hidden />
                <Text fw={700}>{shop.name}</Text>
              </Group>
              {shop.address ? (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{shop.address}</Text>
                </Group>
              ) : null}
              {shop.phone ? (
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={16} aria-hidden />
                  <Text size="sm">{shop.phone}</Text>
                </Group>
              ) : null}
              {shop.onlineBooking === false ? (
                <Text size="sm" c="dimmed" mt="auto">
                  Your workshop does not take online bookings; call them to book a visit.
                </Text>
              ) : (
                <Button
                  mt="auto"
                  variant={chosen ? 'filled' : 'light'}
                  onClick={() => onChoose(shop)}
                  aria-label={`Book with ${shop.name}`}
                >
                  {chosen ? 'Chosen — continue' : 'Choose'}
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
