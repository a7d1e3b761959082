import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  cookiesOf,
  GOOD_PASSWORD,
  latestMail,
  linkIn,
  ORIGIN,
  signIn,
  signUpAndSignIn,
} from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

describe('sign-up and e-mail confirmation', () => {
  it('signs up without a session, mails a confirmation link, and signs in once confirmed', async () => {
    const { app } = harness;
    const email = uniqueEmail('owner');
    const signUp = await authPost(app, 'sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'Casey Car',
      signupRole: 'client',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const beforeConfirm = await authPost(app, 'sign-in/email', { email, password: GOOD_PASSWORD });
    expect(beforeConfirm.statusCode).toBe(403);

    const mail = await latestMail(app, email);
    expect(mail?.subject).toBe('Confirm your email for Pitstop');
    const link = new URL(linkIn(mail?.text));
    expect(link.origin).toBe(ORIGIN);
    await app.inject({ url: link.pathname + link.search });

    const { cookie } = await signIn(app, email);
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      role: 'client',
      userType: 'client',
      shopId: null,
      fullName: 'Casey Car',
      emailVerified: true,
    });
  });

  it('re-sends the confirmation on a sign-in before confirming, leading to the sign-in page', async () => {
    const email = uniqueEmail('early');
    await authPost(harness.app, 'sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'Early Bird',
    });
    const early = await authPost(harness.app, 'sign-in/email', { email, password: GOOD_PASSWORD });
    expect(early.statusCode).toBe(403);
    const link = new URL(linkIn((await latestMail(harness.app, email))?.text));
    const followed = await harness.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/login?verified=1');
  });

  it('creates a mechanic as staff without a shop', async () => {
    const { cookie } = await signUpAndSignIn(harness.app, {
      email: uniqueEmail('mech'),
      signupRole: 'mechanic',
    });
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'mechanic', userType: 'staff', shopId: null });
  });

  it('refuses a role other than client or mechanic, and ignores a smuggled role', async () => {
    const escalated = await authPost(harness.app, 'sign-up/email', {
      email: uniqueEmail('evil'),
      password: GOOD_PASSWORD,
      name: 'Evil',
      signupRole: 'admin',
    });
    expect(escalated.statusCode).toBe(400);

    const email = uniqueEmail('sneaky');
    const smuggled = await authPost(harness.app, 'sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'Sneaky',
      role: 'admin',
      userType: 'staff',
    });
    expect(smuggled.statusCode).toBe(200);
    const link = new URL(linkIn((await latestMail(harness.app, email))?.text));
    await harness.app.inject({ url: link.pathname + link.search });
    const { cookie } = await signIn(harness.app, email);
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'client', userType: 'client' });
  });

  it('refuses a weak password with its reasons and a missing or malformed e-mail', async () => {
    const weak = await authPost(harness.app, 'sign-up/email', {
      email: uniqueEmail('weak'),
      password: 'short',
      name: 'W',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toMatch(/at least 8 characters/);
    const noDigit = await authPost(harness.app, 'sign-up/email', {
      email: uniqueEmail('weak'),
      password: 'onlyletters',
      name: 'W',
    });
    expect(noDigit.json().detail).toMatch(/a digit or a symbol/);
    const badEmail = await authPost(harness.app, 'sign-up/email', {
      email: 'not-an-email',
      password: GOOD_PASSWORD,
      name: 'W',
    });
    expect(badEmail.statusCode).toBe(400);
    const noEmail = await authPost(harness.app, 'sign-up/email', {
      password: GOOD_PASSWORD,
      name: 'W',
    });
    expect(noEmail.statusCode).toBe(400);
  });

  it('answers a known e-mail exactly like an unknown one', async () => {
    const email = uniqueEmail('known');
    await signUpAndSignIn(harness.app, { email });
    const again = await authPost(harness.app, 'sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'Again',
    });
    expect(again.statusCode).toBe(200);
    const resetKnown = await authPost(harness.app, 'request-password-reset', {
      email,
      redirectTo: '/auth/update-password',
    });
    const resetUnknown = await authPost(harness.app, 'request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/auth/update-password',
    });
    expect(resetKnown.statusCode).toBe(resetUnknown.statusCode);
    expect(resetKnown.json()).toEqual(resetUnknown.json());
  });
});

describe('sessions', () => {
  it('refuses bad credentials, and sign-out revokes the session on the server', async () => {
    const email = uniqueEmail('session');
    const { cookie } = await signUpAndSignIn(harness.app, { email });
    const wrong = await authPost(harness.app, 'sign-in/email', {
      email,
      password: 'wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const out = await authPost(harness.app, 'sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that persists', async () => {
    const email = uniqueEmail('cookie');
    await signUpAndSignIn(harness.app, { email });
    const response = await authPost(harness.app, 'sign-in/email', {
      email,
      password: GOOD_PASSWORD,
    });
    const session = [response.headers['set-cookie']]
      .flat()
      .find((cookie) => cookie?.startsWith('pitstop.session_token'));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=\d+/i);
  });

  it('accepts a bearer token instead of a cookie', async () => {
    const { token } = await signUpAndSignIn(harness.app, { email: uniqueEmail('bearer') });
    expect(token).not.toBe('');
    const me = await harness.app.inject({
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const { cookie } = await signUpAndSignIn(harness.app, { email: uniqueEmail('csrf') });
    const crossSite = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { phone: '+1 555 0100' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { phone: '1' },
    });
    expect(noOrigin.statusCode).toBe(403);
    const sameSite = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: ORIGIN },
      payload: { phone: '+1 555 0100', fullName: 'Renamed Person' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect(sameSite.json()).toMatchObject({ phone: '+1 555 0100', fullName: 'Renamed Person' });
  });
});

describe('magic link, e-mail code and password reset', () => {
  it('signs in with a magic link from the mailbox', async () => {
    const email = uniqueEmail('magic');
    await signUpAndSignIn(harness.app, { email });
    const request = await authPost(harness.app, 'sign-in/magic-link', {
      email,
      callbackURL: '/client/dashboard',
    });
    expect(request.statusCode).toBe(200);
    const mail = await latestMail(harness.app, email);
    expect(mail?.subject).toBe('Your Pitstop sign-in link');
    const link = new URL(linkIn(mail?.text));
    const followed = await harness.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    const cookie = cookiesOf(followed.headers['set-cookie']);
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.json().email).toBe(email);
  });

  it('signs in with a 6-digit code and refuses a wrong one', async () => {
    const email = uniqueEmail('otp');
    await signUpAndSignIn(harness.app, { email });
    await authPost(harness.app, 'email-otp/send-verification-otp', { email, type: 'sign-in' });
    const mail = await latestMail(harness.app, email);
    const code = mail?.text.match(/Your code: (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await authPost(harness.app, 'sign-in/email-otp', { email, otp: wrongCode });
    expect(wrong.statusCode).toBe(400);
    const right = await authPost(harness.app, 'sign-in/email-otp', { email, otp: code });
    expect(right.statusCode).toBe(200);
    const reused = await authPost(harness.app, 'sign-in/email-otp', { email, otp: code });
    expect(reused.statusCode).toBe(400);
  });

  it('resets a password once with the mailed link', async () => {
    const email = uniqueEmail('reset');
    await signUpAndSignIn(harness.app, { email });
    await authPost(harness.app, 'request-password-reset', {
      email,
      redirectTo: '/auth/update-password',
    });
    const link = new URL(linkIn((await latestMail(harness.app, email))?.text));
    const landing = await harness.app.inject({ url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), ORIGIN);
    expect(location.pathname).toBe('/auth/update-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await authPost(harness.app, 'reset-password', { newPassword: 'weak', token });
    expect(weak.statusCode).toBe(400);
    const reset = await authPost(harness.app, 'reset-password', {
      newPassword: 'brand-new-pass-7',
      token,
    });
    expect(reset.statusCode).toBe(200);
    const reused = await authPost(harness.app, 'reset-password', {
      newPassword: 'another-pass-8',
      token,
    });
    expect(reused.statusCode).toBe(400);
    await signIn(harness.app, email, 'brand-new-pass-7');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many sign-in attempts for one e-mail', async () => {
    const email = uniqueEmail('hammer');
    let last = await authPost(harness.app, 'sign-in/email', {
      email,
      password: 'wrong-password-1',
    });
    for (let attempt = 0; attempt < 12 && last.statusCode !== 429; attempt++) {
      last = await authPost(harness.app, 'sign-in/email', { email, password: 'wrong-password-1' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});
