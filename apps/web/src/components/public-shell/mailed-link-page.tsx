import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { LoadFailure } from '../load-failure.tsx';
import { PitstopBrand } from './pitstop-brand.tsx';

/**
 * The page a link mailed to a customer opens (no sign-in; an estimate, an inspection),
 * narrow-first: loading, then what the link shows, or why it shows nothing — an invalid or
 * expired link titled by case with the server's own words below (which shop to ask), any other
 * failure with a retry.
 */
export function MailedLinkPage<Data>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<Data>;
  /** "estimate", "inspection": names the link in the messages. */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true" role="status" aria-label={`Loading the ${what}`}>
        <Skeleton h={80} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    const error = query.error;
    const status = error instanceof ApiError ? error.status : undefined;
    const title =
      status === 410
        ? `This ${what} link has expired`
        : status === 400 || status === 404
          ? `This ${what} link is not valid`
          : undefined;
    content = title ? (
      <Alert color="yellow" variant="light" role="alert" title={title}>
        {error.message}
      </Alert>
    ) : (
      <LoadFailure
        title={`The ${what} could not be loaded`}
        error={error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = children(query.data);
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
