import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export type VehicleOption = { id: string; label: string; detail: string | null };

/** Step 3: one of the owner's vehicles at the workshop, or add one. */
export function VehicleChoice({
  workshopName,
  vehicles,
  value,
  onChange,
  onAdd,
  adding,
}: {
  workshopName: string;
  vehicles: VehicleOption[];
  value: string | null;
  onChange(vehicleId: string): void;
  onAdd(): void;
  adding: boolean;
}) {
  return (
    <Stack gap="sm">
      {vehicles.length === 0 ? (
        <Text c="dimmed">
          You have no vehicle on Pitstop yet. Add the one to bring to {workshopName}.
        </Text>
      ) : (
        <Radio.Group label="Your vehicle" value={value} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {vehicles.map((vehicle) => (
              <Radio.Card key={vehicle.id} value={vehicle.id} radius="md" p="sm" withBorder>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator aria-hidden />
                  <Stack gap={0}>
                    <Text fw={600}>{vehicle.label}</Text>
                    {vehicle.detail ? (
                      <Text size="sm" c="dimmed">
                        {vehicle.detail}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          loading={adding}
        >
          Add a vehicle
        </Button>
      </Group>
    </Stack>
  );
}
