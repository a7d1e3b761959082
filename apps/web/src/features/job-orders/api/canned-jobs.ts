import type {
  CannedJob,
  CannedJobInput,
  cannedJobViewListSchema,
} from '@pitstop/domain/job-order-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type CannedJobList = z.infer<typeof cannedJobViewListSchema>;

/** `GET /api/v1/canned-jobs` (all staff): every canned job, or the active ones for the picker. */
export function cannedJobsQuery(filter: { activeOnly: boolean }) {
  return queryOptions({
    queryKey: ['canned-jobs', filter],
    queryFn: ({ signal }) =>
      api<CannedJobList>('/canned-jobs', {
        signal,
        query: { active: filter.activeOnly ? 'true' : undefined },
      }),
  });
}

export function useCannedJobs(filter: { activeOnly: boolean }) {
  return useQuery(cannedJobsQuery(filter));
}

/** `POST /api/v1/canned-jobs` (admin). */
export function createCannedJob(input: CannedJobInput): Promise<CannedJob> {
  return api<CannedJob>('/canned-jobs', { method: 'POST', body: input });
}

/** `PATCH /api/v1/canned-jobs/:id` (admin): its name, lines, or whether it is offered. */
export function updateCannedJob(input: {
  id: string;
  changes: Partial<CannedJobInput>;
}): Promise<CannedJob> {
  return api<CannedJob>(`/canned-jobs/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

/** `DELETE /api/v1/canned-jobs/:id` (admin). */
export function deleteCannedJob(id: string): Promise<void> {
  return api<void>(`/canned-jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useCannedJobMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned-jobs'] }),
  });
}

export const useCreateCannedJob = () => useCannedJobMutation(createCannedJob);
export const useUpdateCannedJob = () => useCannedJobMutation(updateCannedJob);
export const useDeleteCannedJob = () => useCannedJobMutation(deleteCannedJob);
