import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PitstopBrand } from '../../../components/public-shell/pitstop-brand.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerEstimateLink } from '../api/answer-estimate-link.ts';
import { useEstimateLink } from '../api/get-estimate-link.ts';
import { EstimateSheet } from './estimate-sheet.tsx';

/** Why a link opens no estimate: the server's own words (which shop to ask), by case. */
const refusals: Record<number, string> = {
  404: 'This estimate link is not valid',
  410: 'This estimate link has expired',
};

/**
 * The page an estimate mail links to (no sign-in): narrow-first, one column, large targets. An
 * answer refused because the estimate moved on (answered elsewhere, changed) reloads it, so the
 * page shows what is true now.
 */
export function EstimateLinkPage({ token }: { token: string }) {
  const estimate = useEstimateLink(token);
  const answer = useAnswerEstimateLink(token);
  const queryClient = useQueryClient();

  let content: ReactNode;
  if (estimate.isPending) {
    content = (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the estimate">
        <Skeleton h={80} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  } else if (estimate.isError) {
    const error = estimate.error;
    const title = error instanceof ApiError ? refusals[error.status] : undefined;
    content = title ? (
      <Alert color="yellow" variant="light" role="alert" title={title}>
        {error.message}
      </Alert>
    ) : (
      <LoadFailure
        title="The estimate could not be loaded"
        error={error}
        onRetry={() => void estimate.refetch()}
        retrying={estimate.isFetching}
      />
    );
  } else {
    content = (
      <EstimateSheet
        key={estimate.data.sentAt}
        estimate={estimate.data}
        onAnswer={async (input) => {
          try {
            return await answer.mutateAsync(input);
          } catch (cause) {
            if (cause instanceof ApiError && (cause.status === 409 || cause.status === 410))
              void queryClient.invalidateQueries({ queryKey: ['estimate-links', token] });
            throw cause;
          }
        }}
      />
    );
  }

  return (
    <Container size={560} px="md" py="lg">
      <Stack gap="lg">
        <PitstopBrand />
        <main>{content}</main>
      </Stack>
    </Container>
  );
}
