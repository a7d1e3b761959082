import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { profiles } from '../db/schema/shops.ts';
import {
  authPost,
  GOOD_PASSWORD,
  latestMail,
  linkIn,
  ORIGIN,
  signIn,
  signUpAndSignIn,
} from '../test/auth-helpers.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import { createViewerCache, credentialKey, VIEWER_CACHE_TTL_MS } from './viewer-cache.ts';

describe('createViewerCache', () => {
  const found = (name: string, userId = 'u1', sessionExpiresAt = new Date(1e13)) => ({
    viewer: { name },
    userId,
    sessionExpiresAt,
  });

  it('reuses a viewer until the TTL or the session expiry, whichever is first', async () => {
    let clock = 1_000;
    const cache = createViewerCache<{ name: string }>({ ttlMs: 5_000, now: () => clock });
    let lookups = 0;
    const lookup = async () => {
      lookups++;
      return found(`v${lookups}`, 'u1', new Date(3_000));
    };
    expect(await cache.resolve('k', lookup)).toEqual({ name: 'v1' });
    clock = 2_999;
    expect(await cache.resolve('k', lookup)).toEqual({ name: 'v1' });
    clock = 3_000; // the session's own expiry, before the TTL
    expect(await cache.resolve('k', lookup)).toEqual({ name: 'v2' });
    expect(lookups).toBe(2);
  });

  it('forgets a user on every key, and does not store a lookup that an invalidation overtook', async () => {
    const cache = createViewerCache<{ name: string }>();
    await cache.resolve('a', async () => found('a', 'u1'));
    await cache.resolve('b', async () => found('b', 'u1'));
    await cache.resolve('c', async () => found('c', 'u2'));
    cache.forgetUsers(['u1']);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      undefined,
      { name: 'c' },
    ]);

    let release: () => void = () => {};
    const running = cache.resolve('late', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return found('read before the revocation', 'u3');
    });
    cache.clear();
    release();
    expect(await running).toEqual({ name: 'read before the revocation' });
    expect(cache.get('late')).toBeUndefined();
  });

  it('caches no signed-out lookup and keeps at most maxEntries', async () => {
    const cache = createViewerCache<{ name: string }>({ maxEntries: 2 });
    expect(await cache.resolve('none', async () => null)).toBeNull();
    for (const key of ['1', '2', '3']) await cache.resolve(key, async () => found(key));
    expect(cache.size).toBe(2);
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('3')).toEqual({ name: '3' });
  });

  it('keys on the bearer header and the session cookie only', () => {
    const key = credentialKey({ cookie: 'a=1; pitstop.session_token=tok.sig; b=2' }, 'pitstop');
    expect(key).toBe(credentialKey({ cookie: 'pitstop.session_token=tok.sig' }, 'pitstop'));
    expect(credentialKey({ cookie: '__Secure-pitstop.session_token=tok.sig' }, 'pitstop')).toBe(
      key,
    );
    expect(credentialKey({ cookie: 'xpitstop.session_token=tok.sig' }, 'pitstop')).toBeUndefined();
    expect(credentialKey({ authorization: 'Bearer t' }, 'pitstop')).not.toBe(key);
    expect(credentialKey({}, 'pitstop')).toBeUndefined();
  });
});

describe('the viewer cache in the app', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let counter = 0;
  const uniqueEmail = (label: string) => `viewer-${label}-${++counter}@example.com`;

  beforeAll(async () => {
    harness = await createTestApp();
    // A second instance on the same database: events reach it through the database.
    second = await buildApp(testConfig(), {
      database: harness.database,
      webDistDir: '/nonexistent',
    });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await harness.close();
  });

  const me = (cookie: string, app = harness.app) =>
    app.inject({ url: '/api/v1/me', headers: { cookie } });

  it('serves a changed profile only after its profile.updated event', async () => {
    const email = uniqueEmail('profile');
    const { cookie } = await signUpAndSignIn(harness.app, { email });
    const id = (await me(cookie)).json().id as string;
    // Written behind the app's back: the cached viewer is still served…
    await harness.database.db
      .update(profiles)
      .set({ fullName: 'Changed Behind' })
      .where(eq(profiles.id, id));
    expect((await me(cookie)).json().fullName).not.toBe('Changed Behind');
    // …until the event every profile write of the app publishes: at once on this instance,
    // soon after (NOTIFY) on the other.
    expect((await me(cookie, second)).json().fullName).toBe('Changed Behind');
    await harness.database.db
      .update(profiles)
      .set({ fullName: 'Changed Again' })
      .where(eq(profiles.id, id));
    await harness.app.events.publish({ type: 'profile.updated', userIds: [id] });
    expect((await me(cookie)).json().fullName).toBe('Changed Again');
    await expect
      .poll(async () => (await me(cookie, second)).json().fullName, {
        timeout: VIEWER_CACHE_TTL_MS / 2,
      })
      .toBe('Changed Again');
  });

  it("serves the person's own change on their very next request", async () => {
    const { cookie } = await signUpAndSignIn(harness.app, { email: uniqueEmail('own') });
    expect((await me(cookie)).statusCode).toBe(200);
    const patch = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: ORIGIN },
      payload: { fullName: 'Own Change' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await me(cookie)).json().fullName).toBe('Own Change');
  });

  it('refuses a signed-out session at once, on this instance and on another', async () => {
    const email = uniqueEmail('out');
    const { cookie } = await signUpAndSignIn(harness.app, { email });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie, second)).statusCode).toBe(200);
    const out = await authPost(harness.app, 'sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    // Well within the TTL: the other instance heard the event, it did not wait for expiry.
    await expect
      .poll(async () => (await me(cookie, second)).statusCode, {
        timeout: VIEWER_CACHE_TTL_MS / 2,
      })
      .toBe(401);
  });

  it('refuses the other sessions once a password change revokes them', async () => {
    const email = uniqueEmail('change');
    const { cookie: kept } = await signUpAndSignIn(harness.app, { email });
    const { cookie: other } = await signIn(harness.app, email);
    expect((await me(other)).statusCode).toBe(200);
    const change = await authPost(
      harness.app,
      'change-password',
      {
        currentPassword: GOOD_PASSWORD,
        newPassword: 'brand-new-pass-9',
        revokeOtherSessions: true,
      },
      { cookie: kept },
    );
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses every session of a user whose password was reset by link', async () => {
    const email = uniqueEmail('reset');
    const { cookie } = await signUpAndSignIn(harness.app, { email });
    expect((await me(cookie, second)).statusCode).toBe(200);
    await authPost(harness.app, 'request-password-reset', { email, redirectTo: '/x' });
    const link = new URL(linkIn((await latestMail(harness.app, email))?.text));
    const landing = await harness.app.inject({ url: link.pathname + link.search });
    const token = new URL(String(landing.headers.location), ORIGIN).searchParams.get('token');
    const reset = await authPost(harness.app, 'reset-password', {
      newPassword: 'brand-new-pass-7',
      token,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect
      .poll(async () => (await me(cookie, second)).statusCode, {
        timeout: VIEWER_CACHE_TTL_MS / 2,
      })
      .toBe(401);
  });
});
