import type { ClientRetentionQuery } from '@pitstop/domain/client-retention';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type ClientRetentionParams = Partial<ClientRetentionQuery>;

/** `GET /api/v1/reports/client-retention` (admin, manager). */
export const clientRetentionQuery = (params: ClientRetentionParams) =>
  queryOptions({
    queryKey: ['reports', 'client-retention', params],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/reports/client-retention', { params: { query: params }, signal })),
  });

export function useClientRetention(params: ClientRetentionParams, enabled = true) {
  // A new period keeps the previous figures on screen until its own arrive.
  return useQuery({ ...clientRetentionQuery(params), placeholderData: keepPreviousData, enabled });
}

/** The CSV export's address, for a plain download link (the session cookie goes with it). */
export function clientRetentionCsvUrl(params: ClientRetentionParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `/api/v1/reports/client-retention/export.csv?${query}`;
}

/**
 * `POST /api/v1/reports/client-retention/lapsed-reminders`: one click is one Idempotency-Key, so
 * a retry after a lost answer sends nobody a second reminder.
 */
export function useSendLapsedReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lapsedMonths: number; idempotencyKey: string }) =>
      unwrap(
        client.POST('/api/v1/reports/client-retention/lapsed-reminders', {
          body: { lapsedMonths: input.lapsedMonths },
          headers: { 'idempotency-key': input.idempotencyKey },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'client-retention'] }),
  });
}
