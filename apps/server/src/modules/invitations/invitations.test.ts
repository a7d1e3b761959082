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
beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'inviter@example.com',
    shopName: 'Invite Motors',
  });
});
afterAll(() => harness.close());

async function invite(email: string, role: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/employees',
    headers: { cookie: admin.cookie, origin: ORIGIN },
    payload: { fullName: 'Invited Person', email, role },
  });
}

function tokenFromMail(text: string | undefined) {
  return new URL(linkIn(text)).searchParams.get('token') ?? '';
}

describe('invitations', () => {
  it('mails a link that lets the invited person join with the role', async () => {
    const created = await invite('New.Hire@Example.com', 'front_desk');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.hire@example.com',
      role: 'front_desk',
      status: 'invited',
    });

    const mail = await latestMail(harness.app, 'new.hire@example.com');
    expect(mail?.subject).toBe('You are invited to join Invite Motors on Pitstop');
    const link = new URL(linkIn(mail?.text));
    expect(link.pathname).toBe('/invite');
    const token = tokenFromMail(mail?.text);

    const preview = await harness.app.inject(`/api/v1/invitations/preview?token=${token}`);
    expect(preview.json()).toEqual({
      shopName: 'Invite Motors',
      email: 'new.hire@example.com',
      role: 'front_desk',
      status: 'pending',
    });

    const invitee = await signUpAndSignIn(harness.app, {
      email: 'new.hire@example.com',
      signupRole: 'mechanic',
    });
    const accepted = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { cookie: invitee.cookie, origin: ORIGIN },
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie: invitee.cookie } });
    expect(me.json()).toMatchObject({
      role: 'front_desk',
      shopId: admin.shopId,
      userType: 'staff',
    });

    const reused = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { cookie: invitee.cookie, origin: ORIGIN },
      payload: { token },
    });
    expect(reused.statusCode).toBe(409);
  });

  it('refuses someone signed in with another e-mail, an unknown token, and a second invite of a member', async () => {
    await invite('intended@example.com', 'mechanic');
    const token = tokenFromMail((await latestMail(harness.app, 'intended@example.com'))?.text);
    const stranger = await signUpAndSignIn(harness.app, { email: 'stranger@example.com' });
    const wrongPerson = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { cookie: stranger.cookie, origin: ORIGIN },
      payload: { token },
    });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().detail).toContain('intended@example.com');

    const unknown = await harness.app.inject(`/api/v1/invitations/preview?token=${'x'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);

    const member = await invite('inviter@example.com', 'manager');
    expect(member.statusCode).toBe(409);
  });

  it('refuses roles outside the staff roles and callers who are not admins', async () => {
    const asClientRole = await invite('someone@example.com', 'client');
    expect(asClientRole.statusCode).toBe(400);
    const carOwner = await signUpAndSignIn(harness.app, { email: 'owner-no-admin@example.com' });
    const forbidden = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/employees',
      headers: { cookie: carOwner.cookie, origin: ORIGIN },
      payload: { fullName: 'X', email: 'x@example.com', role: 'mechanic' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
