import { expect, test } from '../../fixtures.ts';
import {
  createConfirmedUser,
  latestMail,
  linkIn,
  pathOf,
  signIn,
  signInWithForm,
  uniqueEmail,
} from '../auth/auth-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { choose, toast, uniqueWord } from './workspace-helpers.ts';

/** A client of the test's own, with an e-mail in the dev mailbox's reach. */
async function createClient(
  page: import('@playwright/test').Page,
  baseURL: string,
  fields: Record<string, unknown> = {},
) {
  const last = uniqueWord('Profile');
  const email = `${last.toLowerCase()}@example.com`;
  const created = await page.request.post('/api/v1/clients', {
    headers: { origin: baseURL },
    data: {
      name: `Avery ${last}`,
      phone: '(555) 010-3344',
      email,
      city: 'Wheaton',
      company: 'Avery Logistics',
      tags: ['VIP', 'Fleet'],
      notes: 'Prefers afternoon drop-off',
      emergencyContactName: 'Jamie Avery',
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, name } = (await created.json()) as { id: string; name: string };
  return { id, name, email };
}

test.describe('client profile as staff', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'frontdesk@pitstop.test');
    await page.waitForURL('**/admin/clients');
  });

  test('opens from the list (View) with every field, and records interactions', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const client = await createClient(page, baseURL as string);
    await page.getByRole('textbox', { name: 'Search clients' }).fill(client.name);
    await page.getByRole('link', { name: `View ${client.name}` }).click();
    await expect(page).toHaveURL(`/admin/clients/${client.id}`);
    await expect(page.getByRole('heading', { name: client.name, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Tags').getByText('VIP', { exact: true })).toBeVisible();
    const details = page.getByRole('tabpanel');
    for (const value of [
      client.email,
      // Stored in its international form (ADR 025).
      '+1 555 010 3344',
      'Wheaton',
      'Avery Logistics',
      'Jamie Avery',
      'Prefers afternoon drop-off',
    ]) {
      await expect(details).toContainText(value);
    }
    await expect(page.getByTestId('portal-access')).toContainText('No portal access');

    // A phone call logged an hour ago.
    await page.getByRole('tab', { name: 'Communications' }).click();
    await expect(page.getByText('No communications found')).toBeVisible();
    await page.getByRole('button', { name: 'New Interaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Interaction' });
    await dialog.getByRole('button', { name: 'Save Interaction' }).click();
    await expect(dialog.getByText('Write the message')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Called about the brake noise');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Will call back Friday');
    await dialog.getByRole('button', { name: 'Save Interaction' }).click();
    await expect(toast(page, 'Interaction recorded')).toBeVisible();
    const call = page
      .getByTestId('communication')
      .filter({ hasText: 'Called about the brake noise' });
    await expect(call).toContainText('Phone call');
    await expect(call).toContainText('Will call back Friday');
    await expect(call.getByTestId('communication-status')).toHaveAttribute('data-color', 'yellow');

    // An e-mail is really sent: its status is sent and the mail is in the dev mailbox.
    const subject = `Your estimate ${uniqueWord('Est')}`;
    await page.getByRole('button', { name: 'New Interaction' }).click();
    await choose(page, dialog.getByRole('combobox', { name: 'Type' }), 'Email');
    await expect(dialog.getByText(`The email is sent to ${client.email} now.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expect(dialog.getByText('An email needs a subject')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The brake job comes to $240.');
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await expect(toast(page, `Email sent to ${client.email}`)).toBeVisible();
    const email = page.getByTestId('communication').filter({ hasText: subject });
    await expect(email.getByTestId('communication-status')).toHaveText('Sent');
    await expect(email.getByTestId('communication-status')).toHaveAttribute('data-color', 'green');
    const mail = await latestMail(page.request, client.email, new RegExp(subject));
    expect(mail.text).toContain('The brake job comes to $240.');
  });

  test('Edit Profile uses the client dialog; Archive asks first and returns to the list', async ({
    page,
    baseURL,
  }) => {
    const client = await createClient(page, baseURL as string);
    await page.goto(`/admin/clients/${client.id}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue(client.name);
    await dialog.getByRole('textbox', { name: 'City' }).fill('Lisle');
    await dialog.getByRole('button', { name: 'Update Client' }).click();
    await expect(toast(page, 'Client updated successfully')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Lisle');

    await page.getByRole('button', { name: 'Archive' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive client?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(`/admin/clients/${client.id}`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(page).toHaveURL('/admin/clients');
    const archived = await getJson<{ archivedAt: string | null }>(
      page.request,
      `/api/v1/clients/${client.id}`,
    );
    expect(archived.archivedAt).not.toBeNull();
  });

  test('Invite to portal mails a link that links a car owner; without an e-mail, nothing to invite', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const client = await createClient(page, baseURL as string);
    await page.goto(`/admin/clients/${client.id}`);
    await page.getByRole('button', { name: 'Invite to portal' }).click();
    await expect(toast(page, `Invitation sent to ${client.email}`)).toBeVisible();
    await expect(page.getByTestId('portal-access')).toContainText(
      `Invitation sent to ${client.email}`,
    );
    // The pending invitation and its time come from the server: they survive a reload.
    await page.reload();
    await expect(page.getByTestId('portal-access')).toContainText(
      `Invitation sent to ${client.email} on`,
    );
    await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible();
    const mail = await latestMail(page.request, client.email, /.*/);
    const link = linkIn(mail, '/client/join?token=');

    // Signed out, the link shows whose invitation it is and the way to sign up or in.
    const visitor = await browser.newContext({ baseURL });
    const landing = await visitor.newPage();
    await landing.goto(pathOf(link));
    await expect(landing.getByText(`invites ${client.name}`)).toBeVisible();
    await expect(landing.getByRole('link', { name: 'Sign up to accept' })).toBeVisible();
    // A car owner signs in from there and accepts: back on their dashboard, linked.
    const account = await createConfirmedUser(landing.request, baseURL as string, {
      email: uniqueEmail('invited'),
      firstName: 'Invited',
      lastName: uniqueWord('Owner'),
    });
    await landing.getByRole('link', { name: 'I already have an account — sign in' }).click();
    await signInWithForm(landing, account.email, account.password);
    await landing.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(landing).toHaveURL('/client/dashboard');
    await expect(landing.getByText('You are now connected to Pitstop Demo Garage')).toBeVisible();
    await visitor.close();
    await page.reload();
    await expect(page.getByTestId('portal-access')).toContainText('Has portal access');

    const noEmail = await createClient(page, baseURL as string, { email: null });
    await page.goto(`/admin/clients/${noEmail.id}`);
    await expect(page.getByTestId('portal-access')).toContainText('No e-mail on file');
    await expect(page.getByRole('button', { name: 'Invite to portal' })).toHaveCount(0);
  });

  test('the Service History and Vehicles tabs show the demo client with lines and totals', async ({
    page,
  }) => {
    const clients = await getJson<{ items: { id: string; name: string }[] }>(
      page.request,
      '/api/v1/clients?search=Jordan%20Driver',
    );
    const jordan = clients.items.find((client) => client.name === 'Jordan Driver');
    expect(jordan).toBeTruthy();
    const history = await getJson<{ items: { total: string }[] }>(
      page.request,
      `/api/v1/clients/${jordan?.id}/service-history`,
    );
    await page.goto(`/admin/clients/${jordan?.id}?tab=service-history`);
    const visits = page.getByRole('list', { name: 'Completed services' }).locator(':scope > li');
    await expect(visits).toHaveCount(history.items.length);
    await expect(visits.first().getByTestId('service-total')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
        Number(history.items[0]?.total),
      ),
    );
    await page.getByRole('tab', { name: 'Vehicles' }).click();
    await expect(page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr')).toHaveCount(2);
  });
});

test('the clients screen has the Total, Active and Premium cards above the list', async ({
  page,
}) => {
  await signIn(page, 'owner@pitstop.test');
  await page.waitForURL('**/admin');
  // Parallel tests add and archive clients: read the figures right before the page loads its
  // own, and load both again if one of those tests changed the count in between.
  await expect(async () => {
    const stats = await getJson<{ total: number; active: number; premium: number }>(
      page.request,
      '/api/v1/clients/stats',
    );
    await page.goto('/admin/clients');
    // A loaded machine may take longer than the comparison's short wait to show the page.
    await expect(page.getByTestId('stat-premium')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('stat-premium')).toHaveText(String(stats.premium), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 50_000 });
  await expect(page.getByText('Total Clients')).toBeVisible();
  await expect(page.getByText('Active Clients')).toBeVisible();
});
