import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { authLimitsOf } from './rate-limits.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const unknownToken = 'a'.repeat(43);

/** Public routes opened by a secret in the address: each gets the mailed links' budget. */
const linkRoutes = [
  `/api/v1/calendar-feed/${unknownToken}`,
  `/api/v1/portal/invitations/${unknownToken}`,
  `/api/v1/invitations/preview?token=${unknownToken}`,
];

describe('link rate limits', () => {
  it.each(linkRoutes)('refuses %s past the link budget with a 429 problem', async (url) => {
    const { max } = authLimitsOf('link-token', harness.app.config.rateLimitScale).perIp;
    const remoteAddress = `10.9.${linkRoutes.indexOf(url)}.1`;
    for (let made = 1; made <= max; made++) {
      const response = await harness.app.inject({ url, remoteAddress });
      expect(response.statusCode, `call ${made} of ${max}`).toBe(404);
    }
    const refused = await harness.app.inject({ url, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      status: 429,
      detail: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
    const otherAddress = await harness.app.inject({ url, remoteAddress: '10.9.200.1' });
    expect(otherAddress.statusCode).toBe(404);
  });
});
