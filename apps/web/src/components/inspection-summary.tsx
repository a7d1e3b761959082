import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { InspectionSummary } from '@pitstop/domain/inspection-views';
import {
  type InspectionStatus,
  inspectionConditionColors,
  inspectionConditionsByUrgency,
  inspectionStatusLabels,
} from '@pitstop/domain/inspections';
import { countLabel } from '@pitstop/domain/plural';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge.tsx';

/** Short words for the counts: the colour is never the only sign. */
const countWords = { now: 'now', soon: 'soon', good: 'good' } as const;

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return (
    <StatusBadge color={status === 'completed' ? 'teal' : 'blue'} data-status={status}>
      {inspectionStatusLabels[status]}
    </StatusBadge>
  );
}

/** "2 now · 1 soon · 20 good" as red, yellow and green badges, and what is still unanswered. */
export function InspectionCounts({ counts }: { counts: InspectionSummary['counts'] }) {
  return (
    <Group gap={6} wrap="wrap" data-testid="inspection-counts">
      {inspectionConditionsByUrgency.map((condition) => (
        <StatusBadge
          key={condition}
          color={inspectionConditionColors[condition]}
          data-condition={condition}
        >
          {counts[condition]} {countWords[condition]}
        </StatusBadge>
      ))}
      {counts.unanswered > 0 ? (
        <Text size="xs" c="dimmed">
          {counts.unanswered} to check
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * A list of inspections (a job order's, a vehicle's), newest first: name, status, the counts
 * and when, each leading to the inspection page.
 */
export function InspectionSummaryList({
  inspections,
  formatDate,
}: {
  inspections: InspectionSummary[];
  formatDate(instant: string): string;
}) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {inspections.map((inspection) => (
        <Stack key={inspection.id} gap={4} component="li" data-testid="inspection-summary">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={`/admin/inspections/${inspection.id}`} fw={600}>
              {inspection.name}
            </Anchor>
            <InspectionStatusBadge status={inspection.status} />
          </Group>
          <InspectionCounts counts={inspection.counts} />
          <Text size="xs" c="dimmed">
            {inspection.completedAt
              ? `Completed ${formatDate(inspection.completedAt)}`
              : `Started ${formatDate(inspection.startedAt)}`}
            {inspection.photoCount > 0
              ? ` · ${countLabel(inspection.photoCount, { one: 'photo', other: 'photos' })}`
              : ''}
            {inspection.sharedAt ? ' · Sent to the customer' : ''}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
