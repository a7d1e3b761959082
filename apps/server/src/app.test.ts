import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from './db/schema/platform.ts';
import { createTestApp } from './test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('platform', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await harness.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    const ready = await harness.app.inject('/readyz');
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a problem+json 404, never the web app', async () => {
    const response = await harness.app.inject('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('refuses a bad body with a 400 naming each field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/contact-requests',
      payload: { name: ' ', email: 'not-an-email', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const paths = response.json().errors.map((entry: { path: string }) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.message']));
  });

  it('refuses malformed JSON with a problem+json 400', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/contact-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('stores a contact request', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/contact-requests',
      payload: {
        name: 'Dana Reyes',
        email: 'dana@reyes-motors.test',
        shopName: 'Reyes Motors',
        message: 'We run four bays and would like a demo next week.',
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await harness.database.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Dana Reyes', shopName: 'Reyes Motors' });
  });

  it('publishes an OpenAPI 3.1 document where every operation says who may call it', async () => {
    const response = await harness.app.inject('/api/openapi.json');
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(
      document.paths as Record<string, Record<string, { 'x-roles'?: string[] }>>,
    ).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) expect(operation['x-roles']?.length).toBeGreaterThan(0);
    expect(document.paths['/api/v1/contact-requests'].post['x-roles']).toEqual(['public']);
    const docs = await harness.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const response = await harness.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
