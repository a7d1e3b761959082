import type { ContactRequestInput, contactRequestSchema } from '@pitstop/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ContactRequest = ReturnType<typeof contactRequestSchema.parse>;

/** POST /api/v1/contact-requests: a demo or contact request from the public site. */
export function createContactRequest(input: ContactRequestInput): Promise<ContactRequest> {
  return api<ContactRequest>('/contact-requests', { method: 'POST', body: input });
}

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
