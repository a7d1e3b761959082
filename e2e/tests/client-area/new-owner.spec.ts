import { expect, test } from '../../fixtures.ts';
import { apiSignIn, signIn } from '../auth/auth-helpers.ts';
import { choose, toast, uniqueWord } from '../workspace/workspace-helpers.ts';
import { DEMO_SHOP, getJson, joinWorkshop, newCarOwner } from './client-area-helpers.ts';

const NORTHSIDE_SHOP = 'Northside Auto';

test('a new car owner with no workshop chooses one on the dashboard', async ({ page, baseURL }) => {
  await newCarOwner(page, baseURL as string);
  const picker = page.getByRole('region', { name: 'Choose your workshop' });
  await expect(picker).toBeVisible();
  const workshops = await getJson<{ name: string; address: string | null; services: string[] }[]>(
    page.request,
    '/api/v1/portal/workshops',
  );
  const demo = workshops.find((shop) => shop.name === DEMO_SHOP);
  expect(demo).toBeTruthy();
  const card = picker.getByRole('listitem', { name: DEMO_SHOP });
  if (demo?.address) await expect(card).toContainText(demo.address);
  for (const service of demo?.services.slice(0, 3) ?? []) await expect(card).toContainText(service);

  await card.getByRole('button', { name: `Choose ${DEMO_SHOP}` }).click();
  await expect(toast(page, `You are now a client of ${DEMO_SHOP}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'My vehicles', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Total spent', exact: true }).getByTestId('stat-value'),
  ).toHaveText('$0.00');
  const profile = await getJson<{ shop: { name: string } }[]>(
    page.request,
    '/api/v1/portal/profile',
  );
  expect(profile.map((record) => record.shop.name)).toEqual([DEMO_SHOP]);
});

test.describe('vehicles', () => {
  // The duplicate VIN is refused with 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a car owner adds a vehicle with the staff dialog rules, then edits it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
    await page.goto('/client/vehicles');
    await expect(page.getByText('No vehicles found')).toBeVisible();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });

    // The same rules as the staff dialog (packages/domain/vehicles.ts).
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText('Make is required')).toBeVisible();
    await expect(dialog.getByText('Model is required')).toBeVisible();
    await expect(dialog.getByText('Year is required')).toBeVisible();

    const model = uniqueWord('Model');
    await dialog.getByRole('textbox', { name: 'Make' }).fill('Honda');
    await dialog.getByRole('textbox', { name: 'Model' }).fill(model);
    await dialog.getByRole('textbox', { name: 'Year' }).fill('2018');
    // A well-formed VIN whose check digit does not add up: a warning, never a refusal.
    await dialog.getByRole('textbox', { name: 'VIN' }).fill('1hgcm82631a004352');
    await expect(dialog.getByRole('textbox', { name: 'VIN' })).toHaveValue('1HGCM82631A004352');
    await expect(dialog.getByTestId('vin-warning')).toContainText('check digit');
    await dialog.getByRole('textbox', { name: 'VIN' }).fill('');

    // A VIN another vehicle of the shop has: the server's refusal under the field.
    const takenVin = await (async () => {
      const staff = await page.context().browser()?.newContext({ baseURL });
      if (!staff) throw new Error('no browser');
      await apiSignIn(staff.request, baseURL as string, 'owner@pitstop.test');
      const vehicles = await getJson<{ items: { vin: string | null }[] }>(
        staff.request,
        '/api/v1/vehicles?limit=20',
      );
      await staff.close();
      return vehicles.items.find((vehicle) => vehicle.vin)?.vin as string;
    })();
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(takenVin);
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(toast(page, 'Error saving vehicle')).toBeVisible();
    await expect(dialog.getByText('Another vehicle in this shop has this VIN')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'VIN' }).fill('');
    await dialog.getByRole('textbox', { name: 'Registration Number' }).fill('TEST 123');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `2018 Honda ${model}` });
    await expect(row).toContainText('Never');

    await row.getByRole('button', { name: `Edit 2018 Honda ${model}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await edit.getByRole('textbox', { name: 'Mileage' }).fill('12345');
    await edit.getByRole('button', { name: 'Update Vehicle' }).click();
    await expect(toast(page, 'Vehicle updated successfully')).toBeVisible();
    await expect(row).toContainText('12,345 mi');
  });
});

test('a car owner edits their profile: only their contact details, not the shop fields', async ({
  page,
  baseURL,
}) => {
  await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  await page.goto('/client/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  // The shop's own fields are not offered.
  await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveCount(0);

  const name = `Riley ${uniqueWord('Owner')}`;
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Update Profile' }).click();
  await expect(dialog.getByText('Phone is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 555 010 7788');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Aurora');
  await dialog.getByRole('textbox', { name: 'Emergency contact name' }).fill('Alex Owner');
  await choose(page, dialog.getByRole('combobox', { name: 'Preferred contact' }), 'WhatsApp');
  await dialog.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const details = page.getByRole('tabpanel');
  await expect(details).toContainText('Aurora');
  await expect(details).toContainText('Alex Owner');
  await expect(details).toContainText('WhatsApp');
  const [record] = await getJson<{ name: string; city: string; phone: string }[]>(
    page.request,
    '/api/v1/portal/profile',
  );
  expect(record).toMatchObject({ name, city: 'Aurora', phone: '+1 555 010 7788' });
});

test('a message from a car owner reaches the staff: client profile and notifications badge', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const name = `Quinn ${uniqueWord('Writer')}`;
  const patched = await page.request.patch(`/api/v1/portal/profile/${owner.clientId}`, {
    headers: { origin: baseURL as string },
    data: { name, phone: '555 0101' },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  // Staff have the workspace open while the message is written.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, 'owner@pitstop.test');
  await staff.waitForURL('**/admin');
  const notifications = staff.getByRole('navigation').getByRole('link', { name: /^Notifications/ });

  const text = `Could you check the rattle on the left side? ${uniqueWord('Ref')}`;
  await page.goto('/client/communication');
  await expect(page.getByText('No communications found')).toBeVisible();
  await page.getByRole('button', { name: 'New Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Write the message')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, `Message sent to ${DEMO_SHOP}`)).toBeVisible();
  await expect(page.getByTestId('communication').first()).toContainText(text);

  // The badge is the server's count of unread car-owner messages, live; this one is among them.
  await expect
    .poll(
      async () => {
        const counts = await getJson<{ notifications?: number }>(
          staff.request,
          '/api/v1/sidebar-counts',
        );
        const badge = (await notifications.textContent()) ?? '';
        return counts.notifications !== undefined && counts.notifications > 0
          ? badge === `Notifications${counts.notifications}`
          : `count ${counts.notifications}, badge ${badge}`;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await staff.goto('/admin/clients');
  await staff.getByRole('textbox', { name: 'Search clients' }).fill(name);
  await staff.getByRole('link', { name, exact: true }).click();
  await expect(staff).toHaveURL(`/admin/clients/${owner.clientId}`);
  await expect(staff.getByText('Has portal access')).toBeVisible();
  await staff.getByRole('tab', { name: 'Communications' }).click();
  const message = staff.getByTestId('communication').filter({ hasText: text });
  await expect(message).toContainText('Portal message');
  await expect(message).toContainText('From the client');
  // Opening it read the message.
  await expect
    .poll(async () => {
      const list = await getJson<{ items: { content: string; readAt: string | null }[] }>(
        staff.request,
        `/api/v1/clients/${owner.clientId}/communications`,
      );
      return list.items.find((item) => item.content === text)?.readAt ?? null;
    })
    .not.toBeNull();
  await staffContext.close();
});

test('a car owner of two workshops picks the workshop for a profile and a new vehicle; only that shop sees the vehicle', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  await joinWorkshop(page, baseURL as string, NORTHSIDE_SHOP);

  // Each workshop keeps its own profile of them.
  await page.goto('/client/profile');
  const workshop = page.getByRole('combobox', { name: 'Workshop' });
  for (const shop of [DEMO_SHOP, NORTHSIDE_SHOP]) {
    await choose(page, workshop, shop);
    await expect(page.getByText(`Client of ${shop}`)).toBeVisible();
  }

  // A new vehicle needs its workshop.
  await page.goto('/client/vehicles');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  const model = uniqueWord('Model');
  await dialog.getByRole('textbox', { name: 'Make' }).fill('Subaru');
  await dialog.getByRole('textbox', { name: 'Model' }).fill(model);
  await dialog.getByRole('textbox', { name: 'Year' }).fill('2020');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Choose the workshop')).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: 'Workshop' }), NORTHSIDE_SHOP);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `2020 Subaru ${model}` });
  await expect(row).toContainText(NORTHSIDE_SHOP);

  // Northside's staff see it under its own client; the demo garage's staff do not.
  const seenBy = async (email: string) => {
    const staff = await page.context().browser()?.newContext({ baseURL });
    if (!staff) throw new Error('no browser');
    await apiSignIn(staff.request, baseURL as string, email);
    const vehicles = await getJson<{ items: { model: string }[] }>(
      staff.request,
      `/api/v1/vehicles?search=${model}`,
    );
    await staff.close();
    return vehicles.items.map((vehicle) => vehicle.model);
  };
  expect(await seenBy('owner@northside.test')).toEqual([model]);
  expect(await seenBy('owner@pitstop.test')).toEqual([]);
});
