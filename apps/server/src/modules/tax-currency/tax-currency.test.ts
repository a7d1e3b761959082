import { defaultTaxCurrencySettings } from '@pitstop/domain/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { apiAs, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let other: Awaited<ReturnType<typeof createShopAdmin>>;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'tax-admin@example.com',
    shopName: 'Tax Garage',
  });
  other = await createShopAdmin(harness.app, {
    email: 'tax-rival@example.com',
    shopName: 'Rival Garage',
  });
});
afterAll(() => harness.close());

/** A European shop: VAT included in prices, labor at its own rate, fees exempt. */
const europe = {
  currency: 'EUR',
  locale: 'de-DE',
  taxLabel: 'MwSt.',
  defaultTaxRate: '19',
  pricesIncludeTax: true,
  labor: { treatment: 'custom', rate: '7.5' },
  parts: { treatment: 'default' },
  fees: { treatment: 'exempt', rate: '12' },
  suppliesFeePercent: 5,
  suppliesFeeCap: '25.00',
  paymentTermsDays: 14,
  invoiceTerms: 'Zahlbar innerhalb von 14 Tagen.\nDanke!',
  unpaidPickupAllowed: true,
};

describe('Settings → Tax and Currency', () => {
  it('starts with the defaults: US dollars, no tax, 30 days', async () => {
    const response = await apiAs(harness.app, admin).get('/settings/tax-currency');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultTaxCurrencySettings);
  });

  it('keeps what the admin saves, and the shop’s format reaches everyone’s profile at once', async () => {
    const desk = await signUpStaff(harness.app, {
      email: 'tax-desk@example.com',
      shopId: admin.shopId,
      role: 'front_desk',
    });
    const owner = await signUpAndSignIn(harness.app, { email: 'tax-owner@example.com' });
    await harness.app.database.db.insert(clients).values({
      shopId: admin.shopId,
      name: 'Linked Owner',
      userId: await userIdOf(harness.app, owner),
    });
    // Fill the viewer caches with the old format first.
    expect((await apiAs(harness.app, desk).get('/me')).json()).toMatchObject({
      currency: 'USD',
      locale: 'en-US',
    });
    expect((await apiAs(harness.app, owner).get('/me')).json()).toMatchObject({ currency: 'USD' });

    const saved = await apiAs(harness.app, admin).send('PUT', '/settings/tax-currency', europe);
    expect(saved.statusCode).toBe(200);
    const expected = {
      currency: 'EUR',
      locale: 'de-DE',
      taxLabel: 'MwSt.',
      defaultTaxRate: '19.000',
      pricesIncludeTax: true,
      labor: { treatment: 'custom', rate: '7.500' },
      parts: { treatment: 'default', rate: null },
      // An exempt category keeps no rate.
      fees: { treatment: 'exempt', rate: null },
      suppliesFeePercent: '5.00',
      suppliesFeeCap: '25.00',
      paymentTermsDays: 14,
      invoiceTerms: 'Zahlbar innerhalb von 14 Tagen.\nDanke!',
      unpaidPickupAllowed: true,
    };
    expect(saved.json()).toEqual(expected);
    expect((await apiAs(harness.app, desk).get('/settings/tax-currency')).json()).toEqual(expected);

    for (const session of [admin, desk, owner]) {
      expect((await apiAs(harness.app, session).get('/me')).json()).toMatchObject({
        currency: 'EUR',
        locale: 'de-DE',
      });
    }
    // The other shop is untouched.
    expect((await apiAs(harness.app, other).get('/settings/tax-currency')).json()).toEqual(
      defaultTaxCurrencySettings,
    );
    expect((await apiAs(harness.app, other).get('/me')).json()).toMatchObject({ currency: 'USD' });
  });

  it('lets the manager and the desk read, only the admin write; mechanics and car owners are refused', async () => {
    const manager = await signUpStaff(harness.app, {
      email: 'tax-manager@example.com',
      shopId: admin.shopId,
      role: 'manager',
    });
    const mechanic = await signUpStaff(harness.app, {
      email: 'tax-mechanic@example.com',
      shopId: admin.shopId,
      role: 'mechanic',
    });
    const owner = await signUpAndSignIn(harness.app, { email: 'tax-reader@example.com' });
    expect((await apiAs(harness.app, manager).get('/settings/tax-currency')).statusCode).toBe(200);
    const write = await apiAs(harness.app, manager).send('PUT', '/settings/tax-currency', europe);
    expect(write.statusCode).toBe(403);
    expect((await apiAs(harness.app, mechanic).get('/settings/tax-currency')).statusCode).toBe(403);
    expect((await apiAs(harness.app, owner).get('/settings/tax-currency')).statusCode).toBe(403);
    const signedOut = await harness.app.inject({ url: '/api/v1/settings/tax-currency' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('names each wrong field and changes nothing', async () => {
    const before = (await apiAs(harness.app, admin).get('/settings/tax-currency')).json();
    const bad = await apiAs(harness.app, admin).send('PUT', '/settings/tax-currency', {
      ...europe,
      currency: 'XYZ',
      taxLabel: '',
      defaultTaxRate: '8.2555',
      labor: { treatment: 'custom', rate: null },
      paymentTermsDays: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    const errors = Object.fromEntries(
      bad
        .json()
        .errors.map((entry: { path: string; message: string }) => [entry.path, entry.message]),
    );
    expect(errors).toMatchObject({
      'body.currency': 'Choose a currency from the list',
      'body.taxLabel': 'Tax name is required',
      'body.labor.rate': 'Enter the rate for this category',
      'body.paymentTermsDays': 'Payment terms must be a whole number of days',
    });
    expect(errors['body.defaultTaxRate']).toMatch(/Default tax rate/);
    const capWithoutFee = await apiAs(harness.app, admin).send('PUT', '/settings/tax-currency', {
      ...europe,
      suppliesFeePercent: null,
    });
    expect(capWithoutFee.statusCode).toBe(400);
    expect(capWithoutFee.json().errors).toEqual([
      { path: 'body.suppliesFeePercent', message: 'Enter the fee percentage, or clear the cap' },
    ]);
    expect((await apiAs(harness.app, admin).get('/settings/tax-currency')).json()).toEqual(before);
  });
});

describe('the profile’s money format', () => {
  it('is USD / en-US for a car owner with no workshop yet', async () => {
    const owner = await signUpAndSignIn(harness.app, { email: 'tax-lonely@example.com' });
    expect((await apiAs(harness.app, owner).get('/me')).json()).toMatchObject({
      currency: 'USD',
      locale: 'en-US',
    });
  });
});
