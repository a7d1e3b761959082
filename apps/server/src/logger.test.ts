import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactedUrl } from './logger.ts';
import { createTestApp } from './test/test-app.ts';

let logged = '';
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  harness = await createTestApp({ logger: { ...loggerOptions('debug'), stream } });
});
afterAll(() => harness.close());

const SECRET = 'Zx9secretLinkToken_0123456789abcdefghijkl';

/** Every documented operation whose path or query carries a token, called with SECRET. */
async function documentedTokenUrls() {
  const document = (await harness.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const calls: { method: string; url: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const inPath = path.includes('{token}');
      const inQuery = parameters.some((p) => p.in === 'query' && p.name === 'token');
      if (!inPath && !inQuery) continue;
      const url = path.replaceAll('{token}', SECRET).replace(/\{\w+\}/g, 'thumb');
      calls.push({ method: method.toUpperCase(), url: inQuery ? `${url}?token=${SECRET}` : url });
    }
  }
  return calls;
}

/** The pages mailed links open, and better-auth's link endpoints (not in the document). */
const linkPages = [
  `/estimate/${SECRET}`,
  `/inspection/${SECRET}`,
  `/rate/${SECRET}`,
  `/invite?token=${SECRET}`,
  `/client/join?token=${SECRET}`,
  `/auth/update-password?token=${SECRET}`,
  `/api/auth/verify-email?token=${SECRET}&callbackURL=%2F`,
  `/api/auth/magic-link/verify?callbackURL=%2F&token=${SECRET}`,
  `/api/auth/reset-password/${SECRET}?callbackURL=%2Fauth%2Fupdate-password`,
  `//api/v1/calendar-feed/${SECRET}`,
  `/API/V1/Estimate-Links/${SECRET}`,
];

describe('request logging', () => {
  it('writes no link token of any token route to the log', async () => {
    const documented = await documentedTokenUrls();
    expect(documented.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual(
      expect.arrayContaining([
        `GET /api/v1/calendar-feed/${SECRET}`,
        `GET /api/v1/portal/invitations/${SECRET}`,
        `GET /api/v1/invitations/preview`,
        `GET /api/v1/estimate-links/${SECRET}`,
        `GET /api/v1/inspection-links/${SECRET}`,
        `GET /api/v1/rating-links/${SECRET}`,
      ]),
    );
    const calls = [...documented, ...linkPages.map((url) => ({ method: 'GET', url }))];
    for (const call of calls) {
      logged = '';
      await harness.app.inject({
        method: call.method as 'GET',
        url: call.url,
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect(logged, `${call.method} ${call.url} is logged`).toContain('[redacted]');
      expect(logged, `${call.method} ${call.url}`).not.toContain(SECRET);
    }
  });

  it('keeps the rest of the address readable', async () => {
    logged = '';
    await harness.app.inject({ url: '/api/v1/clients?search=Ann&limit=20' });
    expect(logged).toContain('"url":"/api/v1/clients?search=Ann&limit=20"');
    expect(redactedUrl(`/api/v1/inspection-links/${SECRET}/photos/p1/thumb`)).toBe(
      '/api/v1/inspection-links/[redacted]/photos/p1/thumb',
    );
    expect(redactedUrl(`/api/auth/verify-email?callbackURL=%2F&token=${SECRET}`)).toBe(
      '/api/auth/verify-email?callbackURL=%2F&token=[redacted]',
    );
  });
});
