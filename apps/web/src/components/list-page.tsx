import { Group, Stack, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { LoadMore } from './load-more.tsx';

/** What a list page hands its table: the rows loaded so far and whether more are on the way. */
export type ListRows<Row> = {
  rows: Row[];
  /** The first page is on its way. */
  loading: boolean;
  /** A new search, filter or sort is on its way; the rows shown are the previous answer. */
  busy: boolean;
};

/**
 * The frame of every paged list screen: its title and actions, what sits above the filters
 * (figures), the filter bar, then the table, or the failure of the first page with its Retry,
 * and Load more under it. `children` are the screen's dialogs.
 */
export function ListPage<Row>({
  title,
  actions,
  summary,
  filters,
  query,
  failureTitle,
  moreFailureTitle,
  table,
  children,
}: {
  title: string;
  actions?: ReactNode;
  summary?: ReactNode;
  filters: ReactNode;
  query: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }, unknown>, Error>;
  /** 'Could not load the invoices': the first page failed. */
  failureTitle: string;
  /** 'Could not load more invoices': a next page failed. */
  moreFailureTitle: string;
  table(list: ListRows<Row>): ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {summary}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {query.isError && !query.data ? (
        <LoadFailure
          title={failureTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        table({
          rows: query.data?.pages.flatMap((page) => page.items) ?? [],
          loading: query.isPending,
          busy: query.isPlaceholderData,
        })
      )}
      <LoadMore query={query} failureTitle={moreFailureTitle} />
      {children}
    </Stack>
  );
}
