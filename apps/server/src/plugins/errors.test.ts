import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, ORIGIN, signUpAndSignIn } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  harness = await createTestApp();
  ({ cookie } = await signUpAndSignIn(harness.app, { email: 'problems@example.com' }));
});
afterAll(() => harness.close());

function expectProblem(
  response: Awaited<ReturnType<typeof harness.app.inject>>,
  status: number,
  label: string,
) {
  expect(response.statusCode, label).toBe(status);
  expect(response.headers['content-type'], label).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body, label).toMatchObject({
    status,
    type: expect.stringMatching(/^urn:pitstop:problem:/),
  });
  expect(typeof body.title, label).toBe('string');
  expect(typeof body.detail, label).toBe('string');
  return body;
}

describe('every error is problem+json', () => {
  it('answers a 5,000-character path id with a 414 that does not echo the address', async () => {
    const id = 'x'.repeat(5000);
    for (const headers of [{}, { cookie }]) {
      const response = await harness.app.inject({ url: `/api/v1/clients/${id}`, headers });
      const body = expectProblem(response, 414, 'long id');
      expect(response.body).not.toContain('xxxxxxxxxx');
      expect(body.detail).toMatch(/too long/i);
    }
  });

  it('answers a badly encoded path id with a 400 that does not echo it', async () => {
    const response = await harness.app.inject({
      url: '/api/v1/clients/%E0%A4%A<b>',
      headers: { cookie },
    });
    expectProblem(response, 400, 'bad encoding');
    expect(response.body).not.toContain('<b>');
  });

  it('answers unknown paths and methods, and bodies the server cannot read', async () => {
    expectProblem(await harness.app.inject('/api/v1/nothing-here'), 404, 'unknown path');
    expectProblem(
      await harness.app.inject({
        method: 'PUT',
        url: '/api/v1/clients',
        headers: { cookie, origin: ORIGIN },
      }),
      404,
      'unknown method',
    );
    expectProblem(
      await harness.app.inject({
        method: 'POST',
        url: '/api/v1/contact-requests',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      }),
      400,
      'malformed JSON',
    );
    expectProblem(
      await harness.app.inject({
        method: 'POST',
        url: '/api/v1/contact-requests',
        headers: { 'content-type': 'application/xml' },
        payload: '<contact/>',
      }),
      415,
      'unsupported type',
    );
    expectProblem(
      await harness.app.inject({
        method: 'POST',
        url: '/api/v1/contact-requests',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      413,
      'body too large',
    );
  });

  it("turns better-auth's errors into problem+json that keep its code and message", async () => {
    const wrong = await authPost(harness.app, 'sign-in/email', {
      email: 'problems@example.com',
      password: 'wrong-password-1',
    });
    const body = expectProblem(wrong, 401, 'bad credentials');
    expect(body).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      detail: 'Invalid email or password',
    });

    const badBody = expectProblem(
      await authPost(harness.app, 'sign-in/email', { email: 'not-an-email' }),
      400,
      'invalid body',
    );
    expect(typeof badBody.message).toBe('string');

    const crossSite = await authPost(
      harness.app,
      'sign-out',
      {},
      { cookie, origin: 'http://evil.test' },
    );
    expectProblem(crossSite, 403, 'sign-out from another site');

    expectProblem(
      await harness.app.inject({ method: 'POST', url: '/api/auth/no-such-endpoint', payload: {} }),
      404,
      'unknown auth endpoint',
    );
  });

  it('leaves successful auth answers as they are', async () => {
    const session = await harness.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.json().user.email).toBe('problems@example.com');
  });
});
