import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { profiles } from '../db/schema/shops.ts';
import { ORIGIN, signUpAndSignIn } from './auth-helpers.ts';

export type Session = { cookie: string };

/** `/api/v1` calls as a signed-in person (cookie, with the Origin a cookie write needs). */
export function apiAs(app: App, session: Session) {
  return {
    get: (url: string) => app.inject({ url: `/api/v1${url}`, headers: { cookie: session.cookie } }),
    send: (
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { cookie: session.cookie, origin: ORIGIN, ...headers },
        ...(payload ? { payload } : {}),
      }),
  };
}

export async function userIdOf(app: App, session: Session): Promise<string> {
  const response = await app.inject({ url: '/api/v1/me', headers: { cookie: session.cookie } });
  return response.json().id as string;
}

/** A signed-in member of `shopId` with the given staff role. */
export async function signUpStaff(
  app: App,
  options: { email: string; shopId: string; role: 'manager' | 'front_desk' | 'mechanic' },
) {
  const session = await signUpAndSignIn(app, { email: options.email, signupRole: 'mechanic' });
  const id = await userIdOf(app, session);
  await app.database.db
    .update(profiles)
    .set({ role: options.role, userType: 'staff', shopId: options.shopId })
    .where(eq(profiles.id, id));
  // As the app's own role changes do: the cached viewer of this session is dropped. The event
  // travels through the database (asynchronously on PostgreSQL), so wait until it has.
  await app.events.publish({ type: 'profile.updated', userIds: [id] });
  for (let attempt = 0; attempt < 100; attempt++) {
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie: session.cookie } });
    if (me.json().role === options.role) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ...session, id };
}
