import { Alert, Skeleton, Stack } from '@mantine/core';
import { InspectionHeading } from '../../../components/inspection-results/inspection-heading.tsx';
import { InspectionResults } from '../../../components/inspection-results/inspection-results.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOwnerInspection } from '../api/get-owner-inspection.ts';

/** One inspection a workshop shared with the car owner: whose, then its results. */
export function OwnerInspection({ id }: { id: string }) {
  const inspection = useOwnerInspection(id);
  if (inspection.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the inspection">
        <Skeleton h={80} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (inspection.isError) {
    const error = inspection.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <Alert color="yellow" variant="light" role="alert" title="No inspection to show">
          This inspection is not one a workshop has shared with you.
        </Alert>
      );
    }
    return (
      <LoadFailure
        title="The inspection could not be loaded"
        error={error}
        onRetry={() => void inspection.refetch()}
        retrying={inspection.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      <InspectionHeading inspection={inspection.data} />
      <InspectionResults inspection={inspection.data} />
    </Stack>
  );
}
