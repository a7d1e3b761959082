import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { InspectionHeading } from '../../../components/inspection-results/inspection-heading.tsx';
import { InspectionResults } from '../../../components/inspection-results/inspection-results.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PitstopBrand } from '../../../components/public-shell/pitstop-brand.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInspectionLink } from '../api/get-inspection-link.ts';

/** Why a link opens no inspection, by case; the server's message below says whom to ask. */
const refusals: Record<number, string> = {
  400: 'This inspection link is not valid',
  404: 'This inspection link is not valid',
  410: 'This inspection link has expired',
};

/**
 * The page an inspection mail links to (no sign-in), made for the phone the car owner opens it
 * on: the shop and vehicle, then the results, red first, with photos to open full-screen.
 */
export function InspectionLinkPage({ token }: { token: string }) {
  const inspection = useInspectionLink(token);

  let content: ReactNode;
  if (inspection.isPending) {
    content = (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading the inspection">
        <Skeleton h={80} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  } else if (inspection.isError) {
    const error = inspection.error;
    const title = error instanceof ApiError ? refusals[error.status] : undefined;
    content = title ? (
      <Alert color="yellow" variant="light" role="alert" title={title}>
        {error.message}
      </Alert>
    ) : (
      <LoadFailure
        title="The inspection could not be loaded"
        error={error}
        onRetry={() => void inspection.refetch()}
        retrying={inspection.isFetching}
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        <InspectionHeading inspection={inspection.data} />
        <InspectionResults inspection={inspection.data} />
      </Stack>
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
