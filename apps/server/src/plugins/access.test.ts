import { type Role, roles } from '@pitstop/domain/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/clients.ts';
import { apiAs, type Session, signUpStaff } from '../test/api-helpers.ts';
import { createShopAdmin, ORIGIN, signUpAndSignIn } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let managerId: string;
const sessions = {} as Record<Role, Session>;

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createShopAdmin(harness.app, {
    email: 'access-admin@example.com',
    shopName: 'Access Garage',
  });
  shopId = admin.shopId;
  sessions.admin = admin;
  for (const role of ['manager', 'front_desk', 'mechanic'] as const) {
    const staff = await signUpStaff(harness.app, {
      email: `access-${role}@example.com`,
      shopId,
      role,
    });
    sessions[role] = staff;
    if (role === 'manager') managerId = staff.id;
  }
  sessions.client = await signUpAndSignIn(harness.app, { email: 'access-owner@example.com' });
});
afterAll(() => harness.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';

type Operation = { method: string; url: string; xRoles: string[] };

async function operations(): Promise<Operation[]> {
  const document = (await harness.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { 'x-roles': string[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, ANY_ID),
      xRoles: operation['x-roles'],
    })),
  );
}

function hasBody(method: string) {
  return !['GET', 'HEAD', 'DELETE'].includes(method);
}

describe('who may call comes before what is sent', () => {
  it('answers every operation signed out with 401, and a role outside its x-roles with 403, whatever the body', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(30);
    const refusals: string[] = [];
    for (const operation of all) {
      if (operation.xRoles.includes('public')) continue;
      const label = `${operation.method} ${operation.url}`;
      const signedOut = await harness.app.inject({
        method: operation.method as 'GET',
        url: operation.url,
        ...(hasBody(operation.method) ? { payload: {} } : {}),
      });
      if (signedOut.statusCode !== 401)
        refusals.push(`${label} signed out → ${signedOut.statusCode}`);
      else expect(signedOut.headers['content-type'], label).toContain('application/problem+json');

      for (const role of roles.filter((candidate) => !operation.xRoles.includes(candidate))) {
        const response = await harness.app.inject({
          method: operation.method as 'GET',
          url: operation.url,
          headers: { cookie: sessions[role].cookie, origin: ORIGIN },
          ...(hasBody(operation.method) ? { payload: {} } : {}),
        });
        if (response.statusCode !== 403)
          refusals.push(`${label} as ${role} → ${response.statusCode}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it('refuses a manager adding a client or a vehicle with an empty body as 403, not 400', async () => {
    const manager = apiAs(harness.app, sessions.manager);
    for (const url of ['/clients', '/vehicles']) {
      const response = await manager.send('POST', url, {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json().detail).toBe('Your role does not allow this.');
    }
  });

  it('refuses signed-out writes with an empty or malformed body as 401', async () => {
    for (const url of [
      '/clients',
      '/shops',
      '/employees',
      '/invitations/accept',
      `/employees/${ANY_ID}`,
    ]) {
      const method = url.startsWith('/employees/') ? 'PATCH' : 'POST';
      const empty = await harness.app.inject({ method, url: `/api/v1${url}`, payload: {} });
      expect(empty.statusCode, url).toBe(401);
      const malformed = await harness.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(malformed.statusCode, url).toBe(401);
    }
  });
});

describe('cookie-authenticated writes from another site', () => {
  const evil = 'http://evil.test';

  it('refuses them on percent-encoded paths as on plain ones (POST and DELETE)', async () => {
    const { cookie } = sessions.admin;
    const [victim] = await harness.database.db
      .insert(clients)
      .values({ shopId, name: 'Not To Be Archived', phone: '+1 555 0198' })
      .returning();
    const id = victim?.id as string;
    for (const prefix of ['/api/v1', '/%61pi/v1', '/api/%761', '/%61%70%69/v1']) {
      const created = await harness.app.inject({
        method: 'POST',
        url: `${prefix}/clients`,
        headers: { cookie, origin: evil },
        payload: { name: 'Planted Client', phone: '+1 555 0199' },
      });
      expect(created.statusCode, prefix).toBe(403);
      expect(created.json().type).toBe('urn:pitstop:problem:cross_site_request');
      const archived = await harness.app.inject({
        method: 'DELETE',
        url: `${prefix}/clients/${id}`,
        headers: { cookie, origin: evil },
      });
      expect(archived.statusCode, prefix).toBe(403);
    }
    const planted = await harness.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.shopId, shopId), eq(clients.name, 'Planted Client')));
    expect(planted).toEqual([]);
    const stillThere = await harness.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.id, id), isNull(clients.archivedAt)));
    expect(stillThere).toHaveLength(1);

    const sameSite = await harness.app.inject({
      method: 'DELETE',
      url: `/%61pi/v1/clients/${id}`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(sameSite.statusCode).toBe(204);
  });

  it('refuses them on every state-changing method, and lets a bearer token through', async () => {
    const { cookie, token } = sessions.admin as Session & { token: string };
    const patch = await harness.app.inject({
      method: 'PATCH',
      url: '/%61pi/v1/me',
      headers: { cookie, origin: evil },
      payload: { fullName: 'Hijacked' },
    });
    expect(patch.statusCode).toBe(403);
    const bearer = await harness.app.inject({
      method: 'PATCH',
      url: '/%61pi/v1/me',
      headers: { authorization: `Bearer ${token}`, origin: evil },
      payload: { fullName: 'Renamed By Token' },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('the car-owner portal', () => {
  it('takes writes from car owners only: staff get 403', async () => {
    const portalWrites = (await operations()).filter(
      (operation) => operation.url.startsWith('/api/v1/portal/') && operation.method !== 'GET',
    );
    expect(portalWrites.length).toBeGreaterThanOrEqual(6);
    for (const operation of portalWrites) {
      expect(operation.xRoles, `${operation.method} ${operation.url}`).toEqual(['client']);
    }
    const manager = apiAs(harness.app, sessions.manager);
    const join = await manager.send('POST', '/portal/workshops', { shopId });
    expect(join.statusCode).toBe(403);
    const vehicle = await manager.send('POST', '/portal/vehicles', {
      clientId: ANY_ID,
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
    });
    expect(vehicle.statusCode).toBe(403);
    const owned = await harness.database.db
      .select()
      .from(clients)
      .where(eq(clients.userId, managerId));
    expect(owned).toEqual([]);
  });
});
