import type { Profile, UpdateProfileInput } from '@pitstop/domain/accounts';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/me`: the signed-in person's own names and phone. */
export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return api<Profile>('/me', { method: 'PATCH', body: input });
}
