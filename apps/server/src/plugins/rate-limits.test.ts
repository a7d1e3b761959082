import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, latestMail, ORIGIN, signUpAndSignIn } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { authLimitsOf, authRateLimits } from './rate-limits.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

let counter = 0;
const unique = (label: string) => `${label}-${counter++}@example.com`;
/**
 * An address better-auth refuses at once (no mail sent, no constant-time wait): the limits
 * count a call before better-auth sees it, so they are shown without waiting on its work.
 */
const malformed = (label: string) => `${label}-${counter++}.example.com`;
let lastIp = 0;
const freshIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

type Call = { email?: string; cookie?: string; ip: string };

function call(rule: (typeof authRateLimits)[number], { email, cookie, ip }: Call) {
  const path = rule.path.replace('/*', '/some-token');
  const headers = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  if (rule.method === 'GET') {
    return harness.app.inject({
      url: `/api/auth/${path}?token=not-a-token`,
      headers,
      remoteAddress: ip,
    });
  }
  return harness.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    headers,
    remoteAddress: ip,
    payload: email ? { email } : {},
  });
}

/** Makes `allowed` calls that must pass the limit, then one more that must be refused. */
async function expectLimit(label: string, allowed: number, next: () => ReturnType<typeof call>) {
  for (let made = 0; made < allowed; made++) {
    const response = await next();
    expect(response.statusCode, `${label}: call ${made + 1} of ${allowed}`).not.toBe(429);
  }
  const refused = await next();
  expect(refused.statusCode, label).toBe(429);
  expect(Number(refused.headers['retry-after']), label).toBeGreaterThan(0);
  expect(refused.headers['content-type'], label).toMatch(/^application\/problem\+json/);
  expect(refused.json(), label).toMatchObject({
    status: 429,
    detail: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
  });
}

describe('auth rate limits', () => {
  it('limits every auth call that sends mail or checks a secret, per IP and per e-mail', async () => {
    expect(authRateLimits.map((rule) => `${rule.method} ${rule.path}`)).toEqual(
      expect.arrayContaining([
        'POST forget-password/email-otp',
        'POST email-otp/reset-password',
        'POST email-otp/check-verification-otp',
        'POST email-otp/verify-email',
        'POST sign-in/email-otp',
        'POST request-password-reset',
        'POST reset-password',
        'GET verify-email',
        'GET magic-link/verify',
        'POST change-password',
        'POST change-email',
        'POST send-verification-email',
        'POST sign-in/email',
        'POST sign-up/email',
      ]),
    );
    const scale = harness.app.config.rateLimitScale;
    for (const rule of authRateLimits) {
      const label = `${rule.method} ${rule.path}`;
      const limits = authLimitsOf(rule.group, scale);
      // Per IP: a new address; a new e-mail each call, so only the IP's count can refuse.
      const ip = freshIp();
      await expectLimit(`${label} per IP`, limits.perIp.max, () =>
        call(rule, { ip, email: malformed('ip') }),
      );
      if (!limits.perEmail) continue;
      // Per e-mail: one address (or signed-in account) from a new IP for each call.
      if (limits.emailOf === 'account') {
        const { cookie } = await signUpAndSignIn(harness.app, { email: unique('account') });
        await expectLimit(`${label} per account`, limits.perEmail.max, () =>
          call(rule, { ip: freshIp(), cookie }),
        );
      } else {
        const email = malformed('email');
        await expectLimit(`${label} per e-mail`, limits.perEmail.max, () =>
          call(rule, { ip: freshIp(), email: email.toUpperCase() }),
        );
      }
    }
  }, 60_000);

  it('does not give another spelling of a path a budget of its own', async () => {
    const email = unique('spelling');
    const spellings = ['sign-in/email', 'sign-in/email/', 'SIGN-IN/EMAIL', 'sign-in//email'];
    const perEmail = authLimitsOf('password-sign-in', harness.app.config.rateLimitScale).perEmail;
    let refused = 0;
    for (let made = 0; made <= (perEmail?.max ?? 0); made++) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/auth/${spellings[made % spellings.length]}`,
        headers: { origin: ORIGIN },
        remoteAddress: freshIp(),
        payload: { email, password: 'wrong-password-1' },
      });
      if (response.statusCode === 429) refused++;
    }
    expect(refused).toBe(1);
  });

  it('stops guessing a 6-digit code across freshly requested codes', async () => {
    const email = unique('otp-search');
    await signUpAndSignIn(harness.app, { email });
    const budget = authLimitsOf('code-check', harness.app.config.rateLimitScale).perEmail;
    let guesses = 0;
    let refusedAt: number | null = null;
    while (refusedAt === null && guesses < 100) {
      // A fresh code each round, from its own address so the mail limit per IP is no factor.
      const sent = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password/email-otp',
        headers: { origin: ORIGIN },
        remoteAddress: freshIp(),
        payload: { email },
      });
      if (sent.statusCode === 429) {
        // The mail limit also holds: wait it out as an attacker would (time is the limit's).
        break;
      }
      const code = (await latestMail(harness.app, email))?.text.match(/(\d{6})/)?.[1];
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5 && refusedAt === null; attempt++) {
        const endpoint =
          attempt % 2 === 0 ? 'email-otp/reset-password' : 'email-otp/check-verification-otp';
        const response = await authPost(
          harness.app,
          endpoint,
          { email, otp: wrong, type: 'forget-password', password: 'brand-new-pass-7' },
          {},
        );
        guesses++;
        if (response.statusCode === 429) refusedAt = guesses;
      }
    }
    expect(refusedAt).toBe((budget?.max ?? 0) + 1);
  });
});
