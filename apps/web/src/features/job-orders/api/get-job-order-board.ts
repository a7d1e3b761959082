import type { JobOrderBoardAction, OpenJobOrderStatus } from '@pitstop/domain/job-order-board';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { transitionJobOrder } from './transition-job-order.ts';

/** A mechanic's id, 'unassigned', or null for the whole board. */
export type BoardFilters = { mechanicId: string | null };

const boardKey = (filters: BoardFilters) => ['job-orders', 'board', filters] as const;

/**
 * `GET /api/v1/job-orders/board` (every staff role): the open job orders with what their cards
 * show. Under `job-orders`, so every `job_order.changed` event refetches it (live-updates.tsx).
 */
export function jobOrderBoardQuery(filters: BoardFilters) {
  return queryOptions({
    queryKey: boardKey(filters),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/job-orders/board', {
          params: { query: { mechanicId: filters.mechanicId ?? undefined } },
          signal,
        }),
      ),
  });
}

export function useJobOrderBoard(filters: BoardFilters) {
  return useQuery(jobOrderBoardQuery(filters));
}

export type BoardMove = {
  id: string;
  action: JobOrderBoardAction;
  to: OpenJobOrderStatus;
};

/**
 * A card dropped on another column: the existing transition (`POST …/transitions`), shown in
 * its new column at once; a refusal puts the card back where it was (the caller shows the
 * server's reason) and the board is read again, since it may be out of date.
 */
export function useMoveBoardCard(filters: BoardFilters) {
  const queryClient = useQueryClient();
  // The query's own key carries the board's type for getQueryData and setQueryData.
  const { queryKey } = jobOrderBoardQuery(filters);
  return useMutation({
    mutationFn: (move: BoardMove) =>
      transitionJobOrder({ id: move.id, transition: { action: move.action } }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (board) =>
        board
          ? {
              cards: board.cards.map((card) =>
                card.id === move.id ? { ...card, status: move.to } : card,
              ),
            }
          : board,
      );
      return { before };
    },
    onError: (_cause, _move, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['job-orders'] }),
  });
}
