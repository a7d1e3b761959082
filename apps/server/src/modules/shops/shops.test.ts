import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopAdmin, ORIGIN, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const shopInput = {
  name: 'Bay Street Garage',
  phone: '+1 555 0101',
  address: '12 Bay St',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
};

describe('onboarding: creating a workshop', () => {
  it('makes a mechanic without a shop the admin of the new workshop', async () => {
    const { cookie } = await signUpAndSignIn(harness.app, {
      email: 'founder@example.com',
      signupRole: 'mechanic',
    });
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/shops',
      headers: { cookie, origin: ORIGIN },
      payload: shopInput,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Bay Street Garage',
      timezone: 'Europe/Berlin',
      currency: 'EUR',
    });
    const me = await harness.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.json()).toMatchObject({
      role: 'admin',
      userType: 'staff',
      shopName: 'Bay Street Garage',
    });

    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/shops',
      headers: { cookie, origin: ORIGIN },
      payload: shopInput,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a car owner (403), a signed-out caller (401) and bad input (400 with fields)', async () => {
    const { cookie } = await signUpAndSignIn(harness.app, { email: 'carowner@example.com' });
    const asClient = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/shops',
      headers: { cookie, origin: ORIGIN },
      payload: shopInput,
    });
    expect(asClient.statusCode).toBe(403);
    const signedOut = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/shops',
      payload: shopInput,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toContain('application/problem+json');

    const mechanic = await signUpAndSignIn(harness.app, {
      email: 'bad-input@example.com',
      signupRole: 'mechanic',
    });
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/shops',
      headers: { cookie: mechanic.cookie, origin: ORIGIN },
      payload: { name: '', timezone: 'Mars/Olympus', currency: 'XYZ' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((entry: { path: string }) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.timezone', 'body.currency']));
  });

  it('lets only the admin change business details, each in their own shop', async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'settings-admin@example.com',
      shopName: 'Settings Garage',
    });
    const updated = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/shop',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { name: 'Settings Garage & Tyres', email: 'hello@settings.example' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: admin.shopId,
      name: 'Settings Garage & Tyres',
      email: 'hello@settings.example',
    });

    // The currency moves with its number format, in Tax and Currency only.
    const currencyAlone = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/shop',
      headers: { cookie: admin.cookie, origin: ORIGIN },
      payload: { currency: 'EUR' },
    });
    expect(currencyAlone.statusCode).toBe(400);
    expect(currencyAlone.json().errors).toEqual([
      {
        path: 'body.currency',
        message: 'Change the currency in Settings → Tax and Currency',
      },
    ]);

    const staffWithoutShop = await signUpAndSignIn(harness.app, {
      email: 'lonely@example.com',
      signupRole: 'mechanic',
    });
    const noShop = await harness.app.inject({
      url: '/api/v1/shop',
      headers: { cookie: staffWithoutShop.cookie },
    });
    expect(noShop.statusCode).toBe(403);
    expect(noShop.json().detail).toBe('Create or join a workshop first.');
  });

  it('keeps the job order settings: labor rate, mechanics editing prices, declined work follow-up', async () => {
    const admin = await createShopAdmin(harness.app, {
      email: 'jobs-settings@example.com',
      shopName: 'Job Settings Garage',
    });
    const patch = (payload: object) =>
      harness.app.inject({
        method: 'PATCH',
        url: '/api/v1/shop',
        headers: { cookie: admin.cookie, origin: ORIGIN },
        payload,
      });
    const defaults = await harness.app.inject({
      url: '/api/v1/shop',
      headers: { cookie: admin.cookie },
    });
    expect(defaults.json()).toMatchObject({
      laborRate: '120.00',
      mechanicsEditPrices: false,
      declinedFollowUpDays: 90,
    });
    const updated = await patch({
      laborRate: '135.5',
      mechanicsEditPrices: true,
      declinedFollowUpDays: 30,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      laborRate: '135.50',
      mechanicsEditPrices: true,
      declinedFollowUpDays: 30,
    });
    const bad = await patch({ laborRate: '-1', declinedFollowUpDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body.declinedFollowUpDays', 'body.laborRate']);
  });
});
