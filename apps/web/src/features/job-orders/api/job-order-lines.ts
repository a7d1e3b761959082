import type { JobOrderDetail, JobOrderLinePatchInput } from '@pitstop/domain/job-order-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/** `POST /api/v1/job-orders/:id/lines`: a labor, part, fee or discount line (pending approval). */
export function addJobOrderLine(input: { id: string; line: JobOrderLineInput }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/lines', {
      params: { path: { id: input.id } },
      body: input.line,
    }),
  );
}

/** `PATCH /api/v1/job-orders/:id/lines/:lineId`: the line itself, or only its done mark. */
export function updateJobOrderLine(input: {
  id: string;
  lineId: string;
  changes: JobOrderLinePatchInput;
}) {
  return unwrap(
    client.PATCH('/api/v1/job-orders/{id}/lines/{lineId}', {
      params: { path: { id: input.id, lineId: input.lineId } },
      body: input.changes,
    }),
  );
}

/** `DELETE /api/v1/job-orders/:id/lines/:lineId`. */
export function removeJobOrderLine(input: { id: string; lineId: string }) {
  return unwrap(
    client.DELETE('/api/v1/job-orders/{id}/lines/{lineId}', {
      params: { path: { id: input.id, lineId: input.lineId } },
    }),
  );
}

/** `POST /api/v1/job-orders/:id/canned-jobs/:cannedJobId`: all the canned job's lines at once. */
export function addCannedJob(input: { id: string; cannedJobId: string }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/canned-jobs/{cannedJobId}', {
      params: { path: { id: input.id, cannedJobId: input.cannedJobId } },
    }),
  );
}

/** `POST /api/v1/job-orders/:id/declined-work/:declinedWorkId`: declined work added again. */
export function addDeclinedWork(input: { id: string; declinedWorkId: string }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/declined-work/{declinedWorkId}', {
      params: { path: { id: input.id, declinedWorkId: input.declinedWorkId } },
    }),
  );
}

function useLineMutation<Input>(write: (input: Input) => Promise<JobOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => storeJobOrder(queryClient, detail),
  });
}

export const useAddJobOrderLine = () => useLineMutation(addJobOrderLine);
export const useUpdateJobOrderLine = () => useLineMutation(updateJobOrderLine);
export const useRemoveJobOrderLine = () => useLineMutation(removeJobOrderLine);
export const useAddCannedJob = () => useLineMutation(addCannedJob);
export const useAddDeclinedWork = () => useLineMutation(addDeclinedWork);
