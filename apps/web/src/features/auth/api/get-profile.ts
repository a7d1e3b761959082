import type { Profile } from '@pitstop/domain/accounts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { authClient } from '../../../lib/auth-client.ts';

/**
 * The signed-in person's profile, or null when signed out. Asks better-auth for the session
 * first (an empty answer, not an error, when signed out) so a signed-out visit never makes a
 * failing request that the browser would log.
 */
export async function getProfile(): Promise<Profile | null> {
  const session = await authClient.getSession();
  if (session.error) throw session.error;
  if (!session.data) return null;
  return getMe();
}

/** `GET /api/v1/me`; a 401 (the session ended meanwhile) means signed out. */
export async function getMe(): Promise<Profile | null> {
  try {
    return await api<Profile>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
