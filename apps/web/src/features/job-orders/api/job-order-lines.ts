import type {
  JobOrderDetail,
  JobOrderJobInput,
  JobOrderJobPatchInput,
  JobOrderLinePatchInput,
  LineAnswerInput,
} from '@pitstop/domain/job-order-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/**
 * `POST /api/v1/job-orders/:id/jobs/:jobId/lines`: a labor, part, fee or discount line (pending
 * approval) in a job; without a job, `…/lines` puts it in the last one.
 */
export function addJobOrderLine(input: { id: string; jobId?: string; line: JobOrderLineInput }) {
  return unwrap(
    input.jobId
      ? client.POST('/api/v1/job-orders/{id}/jobs/{jobId}/lines', {
          params: { path: { id: input.id, jobId: input.jobId } },
          body: input.line,
        })
      : client.POST('/api/v1/job-orders/{id}/lines', {
          params: { path: { id: input.id } },
          body: input.line,
        }),
  );
}

/** `POST /api/v1/job-orders/:id/jobs`: a new, empty job at the end. */
export function addJob(input: { id: string; job: JobOrderJobInput }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/jobs', {
      params: { path: { id: input.id } },
      body: input.job,
    }),
  );
}

/** `PATCH /api/v1/job-orders/:id/jobs/:jobId`: its name, complaint, cause or correction. */
export function updateJob(input: { id: string; jobId: string; changes: JobOrderJobPatchInput }) {
  return unwrap(
    client.PATCH('/api/v1/job-orders/{id}/jobs/{jobId}', {
      params: { path: { id: input.id, jobId: input.jobId } },
      body: input.changes,
    }),
  );
}

/** `DELETE /api/v1/job-orders/:id/jobs/:jobId`: an empty job, never the only one. */
export function removeJob(input: { id: string; jobId: string }) {
  return unwrap(
    client.DELETE('/api/v1/job-orders/{id}/jobs/{jobId}', {
      params: { path: { id: input.id, jobId: input.jobId } },
    }),
  );
}

/** `PATCH /api/v1/job-orders/:id/lines/:lineId`: the line itself, its job, or its done mark. */
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

/** `POST /api/v1/job-orders/:id/lines/:lineId/answer`: the desk answers a line for the customer. */
export function answerJobOrderLine(input: { id: string; lineId: string; answer: LineAnswerInput }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/lines/{lineId}/answer', {
      params: { path: { id: input.id, lineId: input.lineId } },
      body: input.answer,
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

/** `POST /api/v1/job-orders/:id/canned-jobs/:cannedJobId`: the canned job as a new job. */
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
export const useAnswerJobOrderLine = () => useLineMutation(answerJobOrderLine);
export const useAddCannedJob = () => useLineMutation(addCannedJob);
export const useAddDeclinedWork = () => useLineMutation(addDeclinedWork);
export const useAddJob = () => useLineMutation(addJob);
export const useUpdateJob = () => useLineMutation(updateJob);
export const useRemoveJob = () => useLineMutation(removeJob);
