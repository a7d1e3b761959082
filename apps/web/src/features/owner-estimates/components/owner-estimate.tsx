import { Alert, Skeleton, Stack } from '@mantine/core';
import type { EstimateAnswerInput, EstimateView } from '@pitstop/domain/job-order-views';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerOwnerEstimate } from '../api/answer-owner-estimate.ts';
import { useOwnerEstimate } from '../api/get-owner-estimate.ts';

/**
 * The newest estimate of one of the car owner's job orders, loaded for `children` to show with
 * the answer it sends (the route gives the estimate sheet).
 */
export function OwnerEstimate({
  jobOrderId,
  children,
}: {
  jobOrderId: string;
  children(
    estimate: EstimateView,
    answer: (input: EstimateAnswerInput) => Promise<unknown>,
  ): ReactNode;
}) {
  const estimate = useOwnerEstimate(jobOrderId);
  const answer = useAnswerOwnerEstimate(jobOrderId);

  if (estimate.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the estimate">
        <Skeleton h={80} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (estimate.isError) {
    if (estimate.error instanceof ApiError && estimate.error.status === 404) {
      return (
        <Alert color="yellow" variant="light" role="alert" title="No estimate to show">
          This job order has no estimate for you yet.
        </Alert>
      );
    }
    return (
      <LoadFailure
        title="The estimate could not be loaded"
        error={estimate.error}
        onRetry={() => void estimate.refetch()}
        retrying={estimate.isFetching}
      />
    );
  }
  return children(estimate.data, (input) => answer.mutateAsync(input));
}
