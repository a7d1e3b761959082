import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { OwnerInspectionList } from '@pitstop/domain/inspection-views';
import {
  inspectionConditionColors,
  inspectionConditionLabels,
  inspectionConditionsByUrgency,
} from '@pitstop/domain/inspections';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';

type Row = OwnerInspectionList['items'][number];

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The car owner's shared inspections, one a row: the vehicle and inspection (a link to its
 * results), the shop and date, and how many items are red, yellow and green.
 */
export function OwnerInspectionRows({ items }: { items: readonly Row[] }) {
  return (
    <Stack component="ul" gap="md" style={listStyle}>
      {items.map((row) => (
        <Stack key={row.id} component="li" gap={6} data-inspection={row.id}>
          <Anchor component={Link} to={`/client/inspections/${row.id}`} fw={600}>
            {row.vehicle.label}
            {row.vehicle.registrationNumber ? ` (${row.vehicle.registrationNumber})` : ''} —{' '}
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[
              row.shop.name,
              row.jobOrderNumber,
              formatDateTime(row.sharedAt ?? row.completedAt, row.shop),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap={6}>
            {inspectionConditionsByUrgency.map((condition) => (
              <StatusBadge key={condition} color={inspectionConditionColors[condition]}>
                {`${row.counts[condition]} ${inspectionConditionLabels[condition].toLowerCase()}`}
              </StatusBadge>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
