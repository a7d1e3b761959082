import type { InspectionSent } from '@pitstop/domain/inspection-views';
import type { inspectionSendSchema } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { invalidateInspection } from './get-inspection.ts';

export type InspectionSendInput = z.input<typeof inspectionSendSchema>;

/**
 * `POST /api/v1/inspections/:id/send` (the desk): e-mails the car owner a link to the results
 * (a completed inspection only). Answers whom it went to.
 */
export function sendInspection(input: {
  id: string;
  send: InspectionSendInput;
}): Promise<InspectionSent> {
  return api<InspectionSent>(`/inspections/${encodeURIComponent(input.id)}/send`, {
    method: 'POST',
    body: input.send,
  });
}

export function useSendInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInspection,
    onSuccess: (_sent, input) => invalidateInspection(queryClient, input.id),
  });
}
