import type { inspectionSendSchema } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateInspection } from './get-inspection.ts';

export type InspectionSendInput = z.input<typeof inspectionSendSchema>;

/**
 * `POST /api/v1/inspections/:id/send` (the desk): e-mails the car owner a link to the results
 * (a completed inspection only). Answers whom it went to.
 */
export function sendInspection(input: { id: string; send: InspectionSendInput }) {
  return unwrap(
    client.POST('/api/v1/inspections/{id}/send', {
      params: { path: { id: input.id } },
      body: input.send,
    }),
  );
}

export function useSendInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInspection,
    onSuccess: (_sent, input) => invalidateInspection(queryClient, input.id),
  });
}
