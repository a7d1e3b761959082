import { Anchor, Card, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useOwnerInspections } from '../api/list-owner-inspections.ts';
import { OwnerInspectionRows } from './owner-inspection-rows.tsx';

/** How many inspections the vehicles page shows before "All inspections". */
const RECENT = 3;

/**
 * "Inspections" on the vehicles page: the newest results the workshops shared, each a link to
 * its page. Nothing while loading or when there are none, so a vehicle list without inspections
 * looks as before.
 */
export function OwnerRecentInspections() {
  const inspections = useOwnerInspections();
  if (inspections.isError) {
    return (
      <LoadFailure
        title="Could not load your inspections"
        error={inspections.error}
        onRetry={() => void inspections.refetch()}
        retrying={inspections.isFetching}
      />
    );
  }
  const items = inspections.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recent-inspections">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-inspections">
          Inspections
        </Title>
        <Anchor component={Link} to="/client/inspections" size="sm">
          All inspections
        </Anchor>
      </Group>
      <OwnerInspectionRows items={items.slice(0, RECENT)} />
    </Card>
  );
}
