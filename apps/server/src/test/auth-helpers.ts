import type { App } from '../app.ts';

export const ORIGIN = 'http://localhost:3000';
export const GOOD_PASSWORD = 'correct-horse-42';

type Json = Record<string, unknown>;

/** Cookie header value from a response's set-cookie headers. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export function authPost(
  app: App,
  path: string,
  payload: Json,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    payload,
    headers: { origin: ORIGIN, ...headers },
  });
}

export async function latestMail(app: App, to: string) {
  const response = await app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mails = response.json() as { subject: string; text: string }[];
  return mails[0];
}

export function linkIn(text: string | undefined): string {
  const match = text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

/** Signs up, follows the confirmation link from the dev mailbox and signs in; returns a cookie header. */
export async function signUpAndSignIn(
  app: App,
  options: { email: string; signupRole?: 'client' | 'mechanic'; name?: string },
) {
  const signUp = await authPost(app, 'sign-up/email', {
    email: options.email,
    password: GOOD_PASSWORD,
    name: options.name ?? 'Test Person',
    signupRole: options.signupRole ?? 'client',
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const confirm = new URL(linkIn((await latestMail(app, options.email))?.text));
  await app.inject({ url: confirm.pathname + confirm.search });
  return signIn(app, options.email);
}

export async function signIn(app: App, email: string, password = GOOD_PASSWORD) {
  const response = await authPost(app, 'sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return {
    cookie: cookiesOf(response.headers['set-cookie']),
    token: String(response.headers['set-auth-token'] ?? ''),
  };
}

/** A confirmed, signed-in admin of a new workshop. */
export async function createShopAdmin(app: App, options: { email: string; shopName: string }) {
  const session = await signUpAndSignIn(app, {
    email: options.email,
    signupRole: 'mechanic',
    name: 'Shop Admin',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/shops',
    headers: { cookie: session.cookie, origin: ORIGIN },
    payload: { name: options.shopName, timezone: 'America/Chicago', currency: 'USD' },
  });
  if (response.statusCode !== 201) throw new Error(`shop creation failed: ${response.body}`);
  return { ...session, shopId: response.json().id as string };
}
