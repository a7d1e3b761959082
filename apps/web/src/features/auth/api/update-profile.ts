import type { UpdateProfileInput } from '@pitstop/domain/accounts';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/me`: the signed-in person's own names and phone. */
export function updateProfile(input: UpdateProfileInput) {
  return unwrap(client.PATCH('/api/v1/me', { body: input }));
}
