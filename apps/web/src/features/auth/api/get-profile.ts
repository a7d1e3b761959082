import { ApiError, client, fetchJson, unwrap } from '../../../lib/api-client.ts';

/**
 * Whether this browser holds a session: better-auth's `GET /api/auth/get-session` answers null
 * when signed out, so a signed-out visit never makes a failing request that the browser would
 * log. A plain request, so that public pages load without better-auth's client (ADR 006).
 */
export async function hasSession(): Promise<boolean> {
  return (await fetchJson<{ session: unknown } | null>('/api/auth/get-session')) !== null;
}

/** `GET /api/v1/me`; a 401 (the session ended meanwhile) means signed out. */
export async function getMe() {
  try {
    return await unwrap(client.GET('/api/v1/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
