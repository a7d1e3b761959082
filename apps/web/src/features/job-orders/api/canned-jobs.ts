import type { CannedJobInput, cannedJobViewListSchema } from '@pitstop/domain/job-order-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';

export type CannedJobList = z.infer<typeof cannedJobViewListSchema>;

/** `GET /api/v1/canned-jobs` (all staff): every canned job, or the active ones for the picker. */
export function cannedJobsQuery(filter: { activeOnly: boolean }) {
  return queryOptions({
    queryKey: ['canned-jobs', filter],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/canned-jobs', {
          params: { query: { active: filter.activeOnly ? 'true' : undefined } },
          signal,
        }),
      ),
  });
}

export function useCannedJobs(filter: { activeOnly: boolean }) {
  return useQuery(cannedJobsQuery(filter));
}

/** `POST /api/v1/canned-jobs` (admin). */
export function createCannedJob(input: CannedJobInput) {
  return unwrap(client.POST('/api/v1/canned-jobs', { body: input }));
}

/** `PATCH /api/v1/canned-jobs/:id` (admin): its name, lines, or whether it is offered. */
export function updateCannedJob(input: { id: string; changes: CannedJobInput }) {
  return unwrap(
    client.PATCH('/api/v1/canned-jobs/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

/** `DELETE /api/v1/canned-jobs/:id` (admin). */
export function deleteCannedJob(id: string) {
  return unwrap(client.DELETE('/api/v1/canned-jobs/{id}', { params: { path: { id } } }));
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
