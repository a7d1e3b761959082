import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import { phoneHref } from '@pitstop/domain/format';
import type { SharedInspection } from '@pitstop/domain/inspection-views';

/**
 * Whose inspection this is, above its results on a page of its own (the shared link, the car
 * owner's area): the shop to call, the inspection, the vehicle, the job and when it was done.
 */
export function InspectionHeading({ inspection }: { inspection: SharedInspection }) {
  const { shop, vehicle } = inspection;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {shop.name}
        {shop.phone ? (
          <>
            {' · '}
            <Anchor href={phoneHref(shop.phone)} size="sm" underline="always">
              {shop.phone}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Title order={1} size="h2">
        {inspection.name}
      </Title>
      <Text fw={600}>
        {vehicle.label}
        {vehicle.registrationNumber ? ` (${vehicle.registrationNumber})` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {inspection.jobOrderNumber}
        {inspection.completedAt
          ? ` · Inspected ${formatDateTime(inspection.completedAt, inspection)}`
          : ''}
      </Text>
    </Stack>
  );
}
