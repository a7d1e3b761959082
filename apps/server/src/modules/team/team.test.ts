import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopAdmin,
  latestMail,
  linkIn,
  ORIGIN,
  signUpAndSignIn,
} from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let member: { cookie: string; id: string };
beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'team-admin@example.com',
    shopName: 'Team Garage',
  });
  await harness.app.inject({
    method: 'POST',
    url: '/api/v1/invitations',
    headers: { cookie: admin.cookie, origin: ORIGIN },
    payload: { email: 'teammate@example.com', role: 'mechanic' },
  });
  const token = new URL(
    linkIn((await latestMail(harness.app, 'teammate@example.com'))?.text),
  ).searchParams.get('token');
  const session = await signUpAndSignIn(harness.app, {
    email: 'teammate@example.com',
    signupRole: 'mechanic',
  });
  await harness.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    headers: { cookie: session.cookie, origin: ORIGIN },
    payload: { token },
  });
  const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie: session.cookie } });
  member = { cookie: session.cookie, id: me.json().id };
});
afterAll(() => harness.close());

function changeRole(cookie: string, userId: string, role: string) {
  return harness.app.inject({
    method: 'PATCH',
    url: `/api/v1/team/${userId}`,
    headers: { cookie, origin: ORIGIN },
    payload: { role },
  });
}

/** Opens the event stream over a real socket and resolves with the first named event. */
async function firstEvent(cookie: string, trigger: () => Promise<unknown>) {
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  return new Promise<{ event: string; status: number }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/events', headers: { cookie } },
      (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.startsWith('retry:') && !buffer.includes('event:'))
            void trigger().catch(reject);
          const match = buffer.match(/event: ([\w.]+)\n/);
          if (match?.[1]) {
            resolve({ event: match[1], status: response.statusCode ?? 0 });
            request.destroy();
          }
        });
      },
    );
    request.on('error', reject);
  });
}

describe('team roles and live profile events', () => {
  it('lists the team for the admin and refuses a mechanic', async () => {
    const team = await harness.app.inject({
      url: '/api/v1/team',
      headers: { cookie: admin.cookie },
    });
    expect(
      team
        .json()
        .map((person: { email: string }) => person.email)
        .sort(),
    ).toEqual(['team-admin@example.com', 'teammate@example.com']);
    const asMechanic = await harness.app.inject({
      url: '/api/v1/team',
      headers: { cookie: member.cookie },
    });
    expect(asMechanic.statusCode).toBe(403);
  });

  it("pushes profile.updated to the member's open stream when the admin changes their role", async () => {
    const received = await firstEvent(member.cookie, () =>
      changeRole(admin.cookie, member.id, 'manager'),
    );
    expect(received).toEqual({ event: 'profile.updated', status: 200 });
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie: member.cookie } });
    expect(me.json().role).toBe('manager');
  });

  it("answers 404 for another shop's member and keeps the last admin", async () => {
    const other = await createShopAdmin(harness.app, {
      email: 'other-admin@example.com',
      shopName: 'Other Garage',
    });
    const otherMe = await harness.app.inject({
      url: '/api/v1/me',
      headers: { cookie: other.cookie },
    });
    const crossShop = await changeRole(admin.cookie, otherMe.json().id, 'mechanic');
    expect(crossShop.statusCode).toBe(404);

    const adminMe = await harness.app.inject({
      url: '/api/v1/me',
      headers: { cookie: admin.cookie },
    });
    const demoteSelf = await changeRole(admin.cookie, adminMe.json().id, 'mechanic');
    expect(demoteSelf.statusCode).toBe(409);
  });

  it('refuses the event stream to a signed-out caller', async () => {
    const response = await harness.app.inject('/api/v1/events');
    expect(response.statusCode).toBe(401);
  });
});
