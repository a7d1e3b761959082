import type { JobOrderDetail, JobOrderLinePatchInput } from '@pitstop/domain/job-order-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

const linesOf = (id: string) => `/job-orders/${encodeURIComponent(id)}/lines`;

/** `POST /api/v1/job-orders/:id/lines`: a labor, part, fee or discount line (pending approval). */
export function addJobOrderLine(input: {
  id: string;
  line: JobOrderLineInput;
}): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(linesOf(input.id), { method: 'POST', body: input.line });
}

/** `PATCH /api/v1/job-orders/:id/lines/:lineId`: the line itself, or only its done mark. */
export function updateJobOrderLine(input: {
  id: string;
  lineId: string;
  changes: JobOrderLinePatchInput;
}): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(`${linesOf(input.id)}/${encodeURIComponent(input.lineId)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

/** `DELETE /api/v1/job-orders/:id/lines/:lineId`. */
export function removeJobOrderLine(input: { id: string; lineId: string }): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(`${linesOf(input.id)}/${encodeURIComponent(input.lineId)}`, {
    method: 'DELETE',
  });
}

/** `POST /api/v1/job-orders/:id/canned-jobs/:cannedJobId`: all the canned job's lines at once. */
export function addCannedJob(input: { id: string; cannedJobId: string }): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(
    `/job-orders/${encodeURIComponent(input.id)}/canned-jobs/${encodeURIComponent(input.cannedJobId)}`,
    { method: 'POST' },
  );
}

/** `POST /api/v1/job-orders/:id/declined-work/:declinedWorkId`: declined work added again. */
export function addDeclinedWork(input: {
  id: string;
  declinedWorkId: string;
}): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(
    `/job-orders/${encodeURIComponent(input.id)}/declined-work/${encodeURIComponent(input.declinedWorkId)}`,
    { method: 'POST' },
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
