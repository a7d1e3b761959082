import { Card, Stack, Text, Title } from '@mantine/core';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useOwnerInspections } from '../api/list-owner-inspections.ts';
import { OwnerInspectionRows } from './owner-inspection-rows.tsx';

/** `/client/inspections`: the inspections the car owner's workshops have shared, newest first. */
export function OwnerInspectionsPage() {
  const inspections = useOwnerInspections();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Inspections</Title>
      {inspections.isPending ? (
        <InlineLoading label="Loading inspections..." />
      ) : inspections.isError ? (
        <LoadFailure
          title="Could not load your inspections"
          error={inspections.error}
          onRetry={() => void inspections.refetch()}
          retrying={inspections.isFetching}
        />
      ) : inspections.data.items.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>No inspections yet</Text>
          <Text size="sm" c="dimmed">
            When a workshop inspects your vehicle and sends you the results, they appear here with
            their photos.
          </Text>
        </Card>
      ) : (
        <Card withBorder padding="md">
          <OwnerInspectionRows items={inspections.data.items} />
        </Card>
      )}
    </Stack>
  );
}
