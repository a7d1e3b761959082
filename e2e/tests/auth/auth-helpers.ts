import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';

export const DEMO_PASSWORD = 'pitstop-demo';
export const NEW_PASSWORD = 'Brake-pads-42';

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

/** The newest mail to `to` whose subject matches, from the dev mailbox (waits for it to arrive). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return `mailbox answered ${response.status()}`;
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return found
          ? 'found'
          : `no mail matching ${subject} among ${mails.map((mail) => mail.subject).join(' | ')}`;
      },
      { message: `mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe('found');
  return found as Mail;
}

/** The first link in a mail's text that contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The path and query of a mail link, so the test follows it on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Sign up through the API and confirm the e-mail through the dev mailbox link. */
export async function createConfirmedUser(
  request: APIRequestContext,
  baseURL: string,
  options: {
    email: string;
    role?: 'client' | 'mechanic';
    password?: string;
    firstName?: string;
    lastName?: string;
  },
) {
  const password = options.password ?? NEW_PASSWORD;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'Person';
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: {
      email: options.email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      signupRole: options.role ?? 'client',
      callbackURL: '/login?verified=1',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await latestMail(request, options.email, /confirm/i);
  const confirmed = await request.get(pathOf(linkIn(mail, '/verify-email')), { maxRedirects: 0 });
  expect([200, 302]).toContain(confirmed.status());
  return { email: options.email, password };
}

/** Sign in through the login page's form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Drops the signed-in session before signing in as someone else. The page is left first: an
 * open workspace refetches on live events (another worker's bookings send them too), and a
 * refetch between the cookies going and the next sign-in logs a 401.
 */
export async function dropSession(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Signs an API context in (its own cookie jar), for reading what the server says. */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs in through the API (the browser context keeps the session cookie) and opens /login, which
 * sends a signed-in person on to their home: one page load instead of filling the form, for the
 * tests whose subject is not signing in (those use signInWithForm).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await apiSignIn(page.request, test.info().project.use.baseURL as string, email, password);
  await page.goto('/login');
}
