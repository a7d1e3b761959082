import { Button, Group } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadFailure } from './load-failure.tsx';

/** A paged list's Load more button, and the failure of a next page with its Retry. */
export function LoadMore({
  query,
  failureTitle,
}: {
  query: UseInfiniteQueryResult<unknown>;
  failureTitle: string;
}) {
  return (
    <>
      {query.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </Group>
      ) : null}
      {query.isFetchNextPageError ? (
        <LoadFailure
          title={failureTitle}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
