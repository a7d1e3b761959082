import { expect, test } from '../../fixtures.ts';
import { latestMail, linkIn, pathOf, signIn, uniqueEmail } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from './workspace-helpers.ts';

test('a car owner writes to the shop; staff see it in Notifications, live, and follow it to the client', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const [record] = await getJson<{ id: string; name: string }[]>(
    page.request,
    '/api/v1/portal/profile',
  );
  expect(record?.id).toBe(owner.clientId);
  const name = record?.name ?? '';

  // Staff have the inbox open while the message is written.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, 'owner@pitstop.test');
  await staff.waitForURL('**/admin');
  await staff
    .getByRole('navigation')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(staff).toHaveURL('/admin/notifications');
  await expect(staff.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Notifications' })).toBeVisible();

  const text = `Can I bring the car in on Friday? ${uniqueWord('Ref')}`;
  const sent = await page.request.post('/api/v1/portal/messages', {
    headers: { origin: baseURL as string },
    data: { clientId: owner.clientId, content: text },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Arrives without a reload, unread, first among the unread (the newest).
  const item = staff.getByTestId('notification').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('notification').first()).toContainText(text);

  await item.getByRole('link', { name, exact: true }).click();
  await expect(staff).toHaveURL(`/admin/clients/${owner.clientId}?tab=communications`);
  await expect(staff.getByRole('tab', { name: 'Communications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(staff.getByTestId('communication').filter({ hasText: text })).toContainText(
    'From the client',
  );

  // Opening the Communications read it: back in the inbox it is no longer unread.
  await staff.goBack();
  await expect(staff).toHaveURL('/admin/notifications');
  await expect(staff.getByTestId('notification').filter({ hasText: text })).toHaveAttribute(
    'data-unread',
    'false',
  );
  await staffContext.close();
});

test("a customer's estimate answer arrives unread on top, live, and is read once opened", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = { origin: baseURL as string };
  await signIn(page, 'owner@pitstop.test');
  await page.waitForURL('**/admin');
  const post = async <T>(path: string, data?: object) => {
    const response = await page.request.post(path, { headers: origin, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const email = uniqueEmail('answer');
  const name = `Erin ${uniqueWord('Answer')}`;
  const client = await post<{ id: string }>('/api/v1/clients', {
    name,
    email,
    phone: '+15550104243',
  });
  const vehicle = await post<{ id: string }>('/api/v1/vehicles', {
    clientId: client.id,
    make: 'Subaru',
    model: 'Outback',
    year: 2018,
  });
  const job = await post<{ id: string; number: number }>('/api/v1/job-orders', {
    clientId: client.id,
    vehicleId: vehicle.id,
    mileageIn: 61_250,
    concern: 'Grinding noise when braking',
    mechanicId: null,
  });
  await post(`/api/v1/job-orders/${job.id}/lines`, {
    kind: 'part',
    description: 'Brake pads',
    quantity: '1',
    unitPrice: '64.99',
  });
  await post(`/api/v1/job-orders/${job.id}/estimate`);
  const token = pathOf(linkIn(await latestMail(page.request, email, /estimate/i), '/estimate/'))
    .split('/')
    .at(-1);
  const { jobs } = await getJson<{ jobs: { id: string }[] }>(
    page.request,
    `/api/v1/estimate-links/${token}`,
  );

  // The inbox is open when the customer answers from the mailed link.
  await page.goto('/admin/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
  const answered = await page.request.post(`/api/v1/estimate-links/${token}/answer`, {
    headers: origin,
    data: {
      decisions: jobs.map((job) => ({ jobId: job.id, approval: 'approved' })),
      signedName: name,
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  const item = page.getByTestId('notification').filter({ hasText: `answered by ${name}` });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(page.getByTestId('notification').first()).toContainText(`answered by ${name}`);

  await item.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/job-orders/${job.id}`);
  await page.goBack();
  await expect(page).toHaveURL('/admin/notifications');
  await expect(
    page.getByTestId('notification').filter({ hasText: `answered by ${name}` }),
  ).toHaveAttribute('data-unread', 'false');
});
