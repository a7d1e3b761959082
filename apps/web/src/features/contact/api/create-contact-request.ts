import type { ContactRequestInput, contactRequestSchema } from '@pitstop/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type ContactRequest = ReturnType<typeof contactRequestSchema.parse>;

/** POST /api/v1/contact-requests: a demo or contact request from the public site. */
export function createContactRequest(input: ContactRequestInput) {
  return unwrap(client.POST('/api/v1/contact-requests', { body: input }));
}

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
