import { expect, test } from '../../fixtures.ts';
import {
  createConfirmedUser,
  dropSession,
  latestMail,
  linkIn,
  pathOf,
  signIn,
  signInWithForm,
  uniqueEmail,
} from '../auth/auth-helpers.ts';

const OWNER = 'owner@pitstop.test';

test('an admin adds an employee with pay and a certification; the invitee accepts from the mail and shows as active on the Employee List', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('new-tech');
  const lastName = email.slice(9, 15);
  const name = `Nina ${lastName}`;

  await signIn(page, OWNER);
  await page.goto('/admin/employees/new');
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('555 010 4477');
  await page.getByRole('combobox', { name: 'Pay type' }).click();
  await page.getByRole('option', { name: 'Hourly rate' }).click();
  await page.getByRole('textbox', { name: 'Rate' }).fill('28.50');
  await page.getByRole('button', { name: 'Add certification' }).click();
  await page.getByRole('textbox', { name: 'Certification' }).fill('ASE A5');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('certification')).toContainText('ASE A5');
  await expect(page.getByRole('textbox', { name: 'Rate' })).toHaveValue('28.50');

  // On the list at once, as invited.
  await page.goto(`/admin/employees?search=${encodeURIComponent(email)}`);
  const row = page.getByTestId('employee-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'invited');
  await expect(row.getByRole('button', { name: 'Resend' })).toBeVisible();

  // The invitee signs up, opens the mailed link signed in, and accepts.
  const invitation = await latestMail(page.request, email, /invit/i);
  const invitePath = pathOf(linkIn(invitation, '/invite?token='));
  await dropSession(page);
  const invitee = await createConfirmedUser(page.request, baseURL ?? '', {
    email,
    role: 'mechanic',
    firstName: 'Nina',
    lastName,
  });
  await page.goto('/login');
  await signInWithForm(page, invitee.email, invitee.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(invitePath);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).not.toHaveURL(/\/invite/);

  // Back as the owner: active on the list, the filters kept in the address.
  await dropSession(page);
  await signIn(page, OWNER);
  await page.goto(`/admin/employees?search=${encodeURIComponent(email)}&status=active`);
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await expect(page.getByTestId('employee-row')).toHaveAttribute('data-status', 'active');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('the Employee List fits a phone: cards with the certification flag, filters in the address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, OWNER);
  await page.goto('/admin/employees?role=mechanic');
  const rows = page.getByTestId('employee-row');
  await expect(rows.first()).toBeVisible();
  // The demo mechanic's ASE A5 runs out within 30 days.
  const sam = rows.filter({ hasText: 'Sam Kowalski' });
  await expect(sam.getByTestId('certification-flag')).toContainText('ASE A5');
  await expect(rows.filter({ hasText: 'Priya Natarajan' })).toHaveCount(0);
  // Nothing sticks out sideways.
  // Plain JavaScript: it runs in the page, and the e2e project has no DOM types.
  const overflow = await page.evaluate<number>(
    '(document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const card of await rows.all()) {
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page).toHaveURL(/role=mechanic/);
});

test("the Employee page's tabs fit a phone: schedule, timesheet and performance of the person, the tab in the address", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, OWNER);
  await page.goto('/admin/employees?role=mechanic');
  await page
    .getByTestId('employee-row')
    .filter({ hasText: 'Sam Kowalski' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sam Kowalski', level: 1 })).toBeVisible();
  const tabs: [string, string, RegExp][] = [
    ['Schedule & time off', 'Schedule', /tab=schedule/],
    ['Timesheets', 'Timesheet', /tab=timesheets/],
    ['Performance', 'Performance', /tab=performance/],
  ];
  for (const [tab, heading, address] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    const overflow = await page.evaluate<number>(
      '(document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth',
    );
    expect(overflow, `${tab} sticks out sideways`).toBeLessThanOrEqual(0);
  }
  // The address brings the tab back.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
