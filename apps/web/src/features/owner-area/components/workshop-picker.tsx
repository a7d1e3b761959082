import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconMapPin, IconPhone } from '@tabler/icons-react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useJoinWorkshop } from '../api/join-workshop.ts';
import { useWorkshops } from '../api/list-workshops.ts';

/**
 * The workshops on Pitstop (name, address, services offered) with a Choose button that makes
 * the car owner a client there.
 */
export function WorkshopPicker({ title, intro }: { title: string; intro: string }) {
  const workshops = useWorkshops();
  const join = useJoinWorkshop();

  return (
    <Stack gap="md" component="section" aria-labelledby="workshops-title">
      <Stack gap={4}>
        <Title order={2} fz="h3" id="workshops-title">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {workshops.isPending ? (
        <InlineLoading />
      ) : workshops.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text c="red" size="sm">
            Could not load the workshops: {workshops.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void workshops.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : workshops.data.length === 0 ? (
        <Text c="dimmed">No workshops on Pitstop yet.</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {workshops.data.map((shop) => {
            const choosing = join.isPending && join.variables?.shopId === shop.id;
            return (
              <Card key={shop.id} withBorder padding="md" component="li" aria-label={shop.name}>
                <Stack gap="xs" h="100%">
                  <Group gap="xs" wrap="nowrap">
                    <IconBuildingStore size={20} aria-hidden />
                    <Text fw={700}>{shop.name}</Text>
                  </Group>
                  {shop.address || shop.city ? (
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                      <Text size="sm">{[shop.address, shop.city].filter(Boolean).join(', ')}</Text>
                    </Group>
                  ) : null}
                  {shop.phone ? (
                    <Group gap={6} wrap="nowrap">
                      <IconPhone size={16} aria-hidden />
                      <Text size="sm">{shop.phone}</Text>
                    </Group>
                  ) : null}
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    Services offered
                  </Text>
                  {shop.services.length > 0 ? (
                    <Group gap={4}>
                      {shop.services.map((service) => (
                        <Badge key={service} variant="light" size="sm">
                          {service}
                        </Badge>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None listed yet
                    </Text>
                  )}
                  <Group mt="auto" pt="xs">
                    {shop.joined ? (
                      <StatusBadge color="teal">Your workshop</StatusBadge>
                    ) : (
                      <Button
                        aria-label={`Choose ${shop.name}`}
                        loading={choosing}
                        disabled={join.isPending && !choosing}
                        onClick={() =>
                          // mutateAsync: the picker unmounts once the dashboard has a workshop.
                          join.mutateAsync({ shopId: shop.id }).then(
                            () =>
                              showToast({
                                color: 'teal',
                                message: `You are now a client of ${shop.name}`,
                              }),
                            (cause: unknown) =>
                              notifyFailure('Could not choose the workshop', cause),
                          )
                        }
                      >
                        Choose
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
