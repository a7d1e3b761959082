import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopAdmin,
  latestMail,
  linkIn,
  ORIGIN,
  signUpAndSignIn,
} from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { employees } from './schema/people.ts';
import { invitations } from './schema/shops.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const employeesOf = (shopId: string) =>
  harness.database.db
    .select({ userId: employees.userId, invitationId: employees.invitationId })
    .from(employees)
    .where(eq(employees.shopId, shopId))
    .orderBy(asc(employees.createdAt));

async function meOf(cookie: string) {
  const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
  return me.json() as { id: string };
}

describe('employee records', () => {
  it("are made for a shop's founder and claimed, not doubled, when an invited person joins", async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'founder@records.test',
      shopName: 'Records Garage',
    });
    const founder = await meOf(admin.cookie);
    expect(await employeesOf(admin.shopId)).toEqual([
      expect.objectContaining({ userId: founder.id }),
    ]);

    const invited = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/employees',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { fullName: 'New Hire', email: 'hire@records.test', role: 'mechanic' },
    });
    expect(invited.statusCode).toBe(201);
    const [invitation] = await harness.database.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, 'hire@records.test'));
    const token = new URL(
      linkIn((await latestMail(harness.app, 'hire@records.test'))?.text),
    ).searchParams.get('token');
    const hire = await signUpAndSignIn(harness.app, { email: 'hire@records.test' });
    const accepted = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { cookie: hire.cookie, origin: ORIGIN },
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);

    const hired = await meOf(hire.cookie);
    const records = await employeesOf(admin.shopId);
    expect(records).toHaveLength(2);
    expect(records).toContainEqual(
      expect.objectContaining({ userId: hired.id, invitationId: invitation?.id }),
    );
  });
});
