import { addLocalDays, localToday, weekdayOf, zonedInstant } from '@pitstop/domain/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import {
  authPost,
  GOOD_PASSWORD,
  latestMail,
  linkIn,
  ORIGIN,
  signIn,
  signUpAndSignIn,
} from '../../test/auth-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let manager: Session & { id: string };
let frontDesk: Session & { id: string };
const as = (session: Session) => apiAs(harness.app, session);
const ZONE = 'America/Chicago';
const today = () => localToday(ZONE);
/** The Tuesday at least a week ahead: a day the bookable shop is open. */
const tuesday = (() => {
  let date = addLocalDays(localToday(ZONE), 7);
  while (weekdayOf(date) !== 2) date = addLocalDays(date, 1);
  return date;
})();

type Employee = {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  role: string;
  status: string;
  pay?: { type: string; rate: string } | null;
  certifications: { id: string; name: string; expiresOn: string | null; flag: string | null }[];
  history: {
    action: string;
    actorName: string;
    fromStatus: string | null;
    toStatus: string | null;
    details: unknown;
  }[];
  work: { bookings: { id: string }[]; jobOrders: { id: string }[] };
};

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'employees');
  manager = await signUpStaff(harness.app, {
    email: 'manager@employees.test',
    shopId: shop.shopId,
    role: 'manager',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@employees.test',
    shopId: shop.shopId,
    role: 'front_desk',
  });
}, 120_000);
afterAll(() => harness?.close());

const admin = () => as(shop.admin);

function tokenOf(text: string | undefined): string {
  return new URL(linkIn(text)).searchParams.get('token') ?? '';
}

async function addEmployee(body: Record<string, unknown>) {
  return admin().send('POST', '/employees', {
    fullName: 'Nina Park',
    role: 'mechanic',
    ...body,
  });
}

async function accept(email: string) {
  const token = tokenOf((await latestMail(harness.app, email))?.text);
  const session = await signUpAndSignIn(harness.app, { email, signupRole: 'mechanic', name: '' });
  const accepted = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    headers: { cookie: session.cookie, origin: ORIGIN },
    payload: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return session;
}

describe('POST /employees and the invitation', () => {
  it('adds an employee as invited with their pay and certifications, mails the invitation, and makes them active on acceptance', async () => {
    const created = await addEmployee({
      email: 'Nina.Park@Example.com',
      phone: '(555) 010-4477',
      hireDate: today(),
      pay: { type: 'hourly', rate: '28.5' },
      skills: ['Brakes', 'Brakes', 'Diagnostics'],
      certifications: [
        { name: 'ASE A5', expiresOn: addLocalDays(today(), 10) },
        { name: 'ASE A4', expiresOn: addLocalDays(today(), -1) },
        { name: 'EPA 609' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const employee = created.json() as Employee;
    expect(employee).toMatchObject({
      userId: null,
      name: 'Nina Park',
      email: 'nina.park@example.com',
      phone: '(555) 010-4477',
      role: 'mechanic',
      status: 'invited',
      hireDate: today(),
      pay: { type: 'hourly', rate: '28.50' },
      skills: ['Brakes', 'Diagnostics'],
    });
    expect(employee.certifications.map((c) => [c.name, c.flag])).toEqual([
      ['ASE A4', 'expired'],
      ['ASE A5', 'expiring'],
      ['EPA 609', null],
    ]);
    expect(employee.history).toMatchObject([{ action: 'invited', actorName: 'Shop Admin' }]);
    const mail = await latestMail(harness.app, 'nina.park@example.com');
    expect(mail?.subject).toBe('You are invited to join Garage employees on Pitstop');

    const session = await accept('nina.park@example.com');
    const me = (
      await harness.app.inject({ url: '/api/v1/me', headers: { cookie: session.cookie } })
    ).json();
    // The invited name and phone fill the profile that had none.
    expect(me).toMatchObject({ role: 'mechanic', fullName: 'Nina Park', phone: '(555) 010-4477' });
    const list = (await admin().get('/employees?search=nina')).json();
    expect(list.items).toMatchObject([
      { id: employee.id, userId: me.id, status: 'active', name: 'Nina Park' },
    ]);
  });

  it('refuses the e-mail of a member or of an open invitation (409), bad pay (400 naming the field), and every role but admin (403)', async () => {
    const member = await addEmployee({ email: 'manager@employees.test' });
    expect(member.statusCode).toBe(409);
    expect(member.json().detail).toContain('already a member');
    expect((await addEmployee({ email: 'twice@example.com' })).statusCode).toBe(201);
    const twice = await addEmployee({ email: 'TWICE@example.com' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('already has an invitation');

    const badPay = await addEmployee({
      email: 'bad-pay@example.com',
      pay: { type: 'hourly', rate: '12.345' },
    });
    expect(badPay.statusCode).toBe(400);
    expect(badPay.json().errors[0].path).toBe('body.pay.rate');

    for (const session of [manager, frontDesk, shop.mechanics.alex]) {
      const refused = await as(session).send('POST', '/employees', {
        fullName: 'X',
        email: 'x@example.com',
        role: 'mechanic',
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('resends an invitation with a new link (the old one dies) and revokes one with its record', async () => {
    const created = (await addEmployee({ email: 'resend@example.com' })).json() as Employee;
    const oldToken = tokenOf((await latestMail(harness.app, 'resend@example.com'))?.text);
    const resent = await admin().send('POST', `/employees/${created.id}/invitation/resend`);
    expect(resent.statusCode, resent.body).toBe(204);
    const newToken = tokenOf((await latestMail(harness.app, 'resend@example.com'))?.text);
    expect(newToken).not.toBe(oldToken);
    expect(
      (await harness.app.inject(`/api/v1/invitations/preview?token=${oldToken}`)).statusCode,
    ).toBe(404);
    expect(
      (await harness.app.inject(`/api/v1/invitations/preview?token=${newToken}`)).statusCode,
    ).toBe(200);
    const page = (await admin().get(`/employees/${created.id}`)).json() as Employee;
    expect(page.history.map((entry) => entry.action)).toEqual(['invited', 'invitation_resent']);

    const revoked = await admin().send('DELETE', `/employees/${created.id}/invitation`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await admin().get(`/employees/${created.id}`)).statusCode).toBe(404);
    expect(
      (await harness.app.inject(`/api/v1/invitations/preview?token=${newToken}`)).statusCode,
    ).toBe(404);
    const list = (await admin().get('/employees?search=resend')).json();
    expect(list.items).toEqual([]);
    // A member has no invitation to resend or revoke.
    const member = await admin().send('DELETE', `/employees/${manager.id}/invitation`);
    expect(member.statusCode).toBe(409);
  });
});

describe('GET /employees', () => {
  it('lists members and invitations with pay for the admin only; front desk and mechanics get 403', async () => {
    await admin().send('PUT', `/employees/${shop.mechanics.bea.id}/pay`, {
      pay: { type: 'salary', rate: '58000' },
    });
    const asAdmin = (await admin().get('/employees')).json();
    const bea = asAdmin.items.find((item: Employee) => item.userId === shop.mechanics.bea.id);
    expect(bea).toMatchObject({ name: 'Bea Ford', pay: { type: 'salary', rate: '58000.00' } });
    expect(asAdmin.items.some((item: Employee) => item.status === 'invited')).toBe(true);

    const asManager = await as(manager).get('/employees');
    expect(asManager.statusCode).toBe(200);
    for (const item of asManager.json().items) expect(item).not.toHaveProperty('pay');

    expect((await as(frontDesk).get('/employees')).statusCode).toBe(403);
    expect((await as(shop.mechanics.alex).get('/employees')).statusCode).toBe(403);
  });

  it('searches by name or e-mail, filters by role and status, and sorts', async () => {
    const byName = (await admin().get('/employees?search=ford')).json().items;
    expect(byName.map((item: Employee) => item.name)).toEqual(['Bea Ford']);
    const byEmail = (await admin().get('/employees?search=desk%40employees')).json().items;
    expect(byEmail.map((item: Employee) => item.email)).toEqual(['desk@employees.test']);
    const mechanics = (await admin().get('/employees?role=mechanic&status=active')).json().items;
    expect(
      mechanics.every((item: Employee) => item.role === 'mechanic' && item.status === 'active'),
    ).toBe(true);
    expect(mechanics.map((item: Employee) => item.name)).toEqual(
      [...mechanics.map((item: Employee) => item.name)].sort((a, b) => a.localeCompare(b)),
    );
    const invited = (await admin().get('/employees?status=invited')).json().items;
    expect(invited.length).toBeGreaterThan(0);
    expect(
      invited.every((item: Employee) => item.status === 'invited' && item.userId === null),
    ).toBe(true);
    const desc = (await admin().get('/employees?sort=email&order=desc')).json().items;
    const emails = desc.map((item: Employee) => item.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await admin().get('/employees?status=gone')).statusCode).toBe(400);
  });
});

describe('the Employee page', () => {
  it('reads by account or record id; a mechanic sees only their own (with their pay), a manager no pay', async () => {
    const byUser = (await admin().get(`/employees/${shop.mechanics.bea.id}`)).json() as Employee;
    const byRecord = (await admin().get(`/employees/${byUser.id}`)).json() as Employee;
    expect(byRecord.userId).toBe(shop.mechanics.bea.id);
    const own = await as(shop.mechanics.bea).get(`/employees/${shop.mechanics.bea.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().pay).toEqual({ type: 'salary', rate: '58000.00' });
    expect(
      (await as(shop.mechanics.bea).get(`/employees/${shop.mechanics.alex.id}`)).statusCode,
    ).toBe(403);
    expect((await as(frontDesk).get(`/employees/${shop.mechanics.alex.id}`)).statusCode).toBe(403);
    const asManager = (await as(manager).get(`/employees/${shop.mechanics.bea.id}`)).json();
    expect(asManager).not.toHaveProperty('pay');
    // The history keeps that pay changed, but not to what, for those who may not see pay.
    const payEntry = asManager.history.find(
      (entry: { action: string }) => entry.action === 'pay_changed',
    );
    expect(payEntry).toMatchObject({ actorName: 'Shop Admin', details: null });
  });

  it('changes profile fields, pay and certifications with who and when in the history; pay is the admin’s alone', async () => {
    const id = shop.mechanics.alex.id;
    const updated = await admin().send('PATCH', `/employees/${id}`, {
      hireDate: '2024-03-01',
      calendarColor: '#F76707',
      phone: '555 010 2233',
      skills: ['Brakes'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      hireDate: '2024-03-01',
      calendarColor: '#f76707',
      phone: '555 010 2233',
      skills: ['Brakes'],
    });
    const badColor = await admin().send('PATCH', `/employees/${id}`, { calendarColor: 'orange' });
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().errors[0].path).toBe('body.calendarColor');

    for (const session of [manager, frontDesk, shop.mechanics.alex, shop.mechanics.bea]) {
      const refused = await as(session).send('PUT', `/employees/${id}/pay`, {
        pay: { type: 'hourly', rate: '99' },
      });
      expect(refused.statusCode).toBe(403);
      expect((await as(session).send('PATCH', `/employees/${id}`, { skills: [] })).statusCode).toBe(
        403,
      );
    }
    const paid = await admin().send('PUT', `/employees/${id}/pay`, {
      pay: { type: 'flat_rate', rate: '31.25' },
    });
    expect(paid.json().pay).toEqual({ type: 'flat_rate', rate: '31.25' });

    const added = await admin().send('POST', `/employees/${id}/certifications`, {
      name: 'ASE A5',
      expiresOn: addLocalDays(today(), 30),
    });
    expect(added.statusCode, added.body).toBe(201);
    const certification = (added.json() as Employee).certifications[0];
    expect(certification).toMatchObject({ name: 'ASE A5', flag: 'expiring' });
    const edited = await admin().send(
      'PUT',
      `/employees/${id}/certifications/${certification?.id}`,
      { name: 'ASE A5 Brakes', expiresOn: addLocalDays(today(), 31) },
    );
    expect((edited.json() as Employee).certifications[0]).toMatchObject({
      name: 'ASE A5 Brakes',
      flag: null,
    });
    const removed = await admin().send(
      'DELETE',
      `/employees/${id}/certifications/${certification?.id}`,
    );
    expect((removed.json() as Employee).certifications).toEqual([]);

    const history = (removed.json() as Employee).history;
    expect(history.map((entry) => entry.action)).toEqual([
      'profile_updated',
      'pay_changed',
      'certification_added',
      'certification_changed',
      'certification_removed',
    ]);
    expect(history.every((entry) => entry.actorName === 'Shop Admin')).toBe(true);
    expect(history[0]?.details).toMatchObject({ hireDate: { from: null, to: '2024-03-01' } });
  });

  it('changes a role; the last active admin cannot be demoted (409 naming the rule)', async () => {
    const demoted = await admin().send('PUT', `/employees/${shop.admin.id}/role`, {
      role: 'manager',
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({
      code: 'last_active_admin',
      detail: 'A workshop needs at least one active admin: make someone else admin first.',
    });
    const promoted = await admin().send('PUT', `/employees/${manager.id}/role`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().history.at(-1)).toMatchObject({
      action: 'role_changed',
      fromStatus: 'manager',
      toStatus: 'admin',
    });
    expect((await as(manager).get('/employees')).json().items[0]).toHaveProperty('pay');
    const back = await as(manager).send('PUT', `/employees/${manager.id}/role`, {
      role: 'manager',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(
      (await as(frontDesk).send('PUT', `/employees/${manager.id}/role`, { role: 'admin' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('deactivate and reactivate', () => {
  it('signs the person out everywhere, lists their work to reassign, keeps them off pickers and new work, and reactivates', async () => {
    const alex = shop.mechanics.alex;
    const booking = await as(shop.admin).send('POST', '/appointments', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      serviceIds: [shop.services.oil],
      mechanicId: alex.id,
      startsAt: zonedInstant(tuesday, '09:00', ZONE).toISOString(),
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const jobOrder = await as(shop.admin).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: 42_000,
      concern: 'Squeal when braking',
      mechanicId: alex.id,
    });
    expect(jobOrder.statusCode, jobOrder.body).toBe(201);
    // A second session, as on another device.
    const phone = await signIn(harness.app, 'alex-employees@example.com');
    expect((await as(alex).get('/me')).statusCode).toBe(200);

    const deactivated = await admin().send('POST', `/employees/${alex.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const employee = deactivated.json() as Employee;
    expect(employee.status).toBe('deactivated');
    expect(employee.work.bookings.map((b) => b.id)).toEqual([booking.json().id]);
    expect(employee.work.jobOrders.map((j) => j.id)).toEqual([jobOrder.json().id]);
    expect(employee.history.at(-1)).toMatchObject({
      action: 'deactivated',
      actorName: 'Shop Admin',
      toStatus: 'deactivated',
    });

    // Signed out everywhere, and a fresh sign-in is refused.
    expect((await as(alex).get('/me')).statusCode).toBe(401);
    expect((await as(phone).get('/me')).statusCode).toBe(401);
    const again = await authPost(harness.app, 'sign-in/email', {
      email: 'alex-employees@example.com',
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().detail).toContain('deactivated');

    // Off the mechanic pickers, and no new work: 409 naming them.
    const availability = (
      await as(frontDesk).get(`/availability?from=${tuesday}&to=${tuesday}`)
    ).json();
    expect(availability.mechanics.map((m: { id: string }) => m.id)).not.toContain(alex.id);
    const newBooking = await as(frontDesk).send('POST', '/appointments', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      serviceIds: [shop.services.oil],
      mechanicId: alex.id,
      startsAt: zonedInstant(tuesday, '13:00', ZONE).toISOString(),
    });
    expect(newBooking.statusCode).toBe(409);
    expect(newBooking.json()).toMatchObject({
      code: 'employee_deactivated',
      detail: 'Alex Stone is deactivated: choose another mechanic.',
    });
    const moved = await as(frontDesk).send('PATCH', `/appointments/${booking.json().id}`, {
      startsAt: zonedInstant(tuesday, '11:00', ZONE).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
    const newJob = await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: 42_100,
      concern: 'Oil leak',
      mechanicId: alex.id,
    });
    expect(newJob.statusCode).toBe(409);
    expect(newJob.json().detail).toBe('Alex Stone is deactivated: choose another mechanic.');

    // Handing their booking to someone else keeps their name in the booking's history.
    const handed = await as(frontDesk).send('PATCH', `/appointments/${booking.json().id}`, {
      mechanicId: shop.mechanics.bea.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(JSON.stringify(handed.json().history.at(-1))).toContain('Alex Stone');

    const twice = await admin().send('POST', `/employees/${alex.id}/deactivate`);
    expect(twice.statusCode).toBe(409);

    const reactivated = await admin().send('POST', `/employees/${alex.id}/reactivate`);
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json().status).toBe('active');
    const back = await signIn(harness.app, 'alex-employees@example.com');
    expect((await as(back).get('/me')).statusCode).toBe(200);
    const picker = (await as(frontDesk).get(`/availability?from=${tuesday}&to=${tuesday}`)).json();
    expect(picker.mechanics.map((m: { id: string }) => m.id)).toContain(alex.id);
  });

  it('refuses to deactivate the last active admin (409), an invited person, and anyone but an admin', async () => {
    const last = await admin().send('POST', `/employees/${shop.admin.id}/deactivate`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_active_admin');
    const invited = (await addEmployee({ email: 'not-yet@example.com' })).json() as Employee;
    expect((await admin().send('POST', `/employees/${invited.id}/deactivate`)).statusCode).toBe(
      409,
    );
    for (const session of [manager, frontDesk, shop.mechanics.bea]) {
      const refused = await as(session).send(
        'POST',
        `/employees/${shop.mechanics.bea.id}/deactivate`,
      );
      expect(refused.statusCode).toBe(403);
    }
  });

  it('an admin is no longer counted once deactivated: the other admin becomes the last one', async () => {
    const second = await signUpStaff(harness.app, {
      email: 'second-admin@employees.test',
      shopId: shop.shopId,
      role: 'mechanic',
    });
    await admin().send('PUT', `/employees/${second.id}/role`, { role: 'admin' });
    const off = await admin().send('POST', `/employees/${second.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    const demoted = await admin().send('PUT', `/employees/${shop.admin.id}/role`, {
      role: 'manager',
    });
    expect(demoted.statusCode).toBe(409);
  });
});
