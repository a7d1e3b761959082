import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';

const contactEndpoint = '**/api/v1/contact-requests';

async function fillContactForm(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Alvarez');
  await page.getByRole('textbox', { name: 'Email' }).fill('maria@alvarez-auto.example');
  await page.getByRole('textbox', { name: 'Shop name (optional)' }).fill('Alvarez Auto Repair');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We run four bays and would like to see how bookings and job orders work.');
}

async function expectFormStillFilled(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Maria Alvarez',
  );
  await expect(page.getByRole('textbox', { name: 'Shop name (optional)' })).toHaveValue(
    'Alvarez Auto Repair',
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'We run four bays and would like to see how bookings and job orders work.',
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
});

test('a complete request is stored and confirmed by name and email', async ({ page }) => {
  await fillContactForm(page);
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/contact-requests') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  await stored;

  await expect(page.getByRole('heading', { name: 'Request received' })).toBeFocused();
  await expect(
    page.getByText(
      'Thanks, Maria Alvarez — we received your request and will reply to maria@alvarez-auto.example within one business day.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
});

test('missing and invalid fields are explained before anything is sent', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/contact-requests')) requests += 1;
  });

  await page.getByRole('button', { name: 'Send request' }).click();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();

  await name.fill('Maria Alvarez');
  await page.getByRole('textbox', { name: 'Email' }).fill('maria@');
  await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Name is required')).toBeHidden();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(requests).toBe(0);
});

test.describe('when the server refuses or cannot be reached', () => {
  // The browser itself logs a failed request; the page must handle it, which is what is tested.
  test.use({ allowedConsoleErrors: [/status of 400|net::ERR_FAILED/] });

  test("the server's field errors appear on the fields and nothing typed is lost", async ({
    page,
  }) => {
    // Alter the email on its way out, so the real server's validation answers (a 400 problem).
    await page.route(contactEndpoint, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-email' }) });
    });
    await fillContactForm(page);
    const refused = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/contact-requests') && response.status() === 400,
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    await refused;

    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveValue('maria@alvarez-auto.example');
    await expectFormStillFilled(page);
    await expect(page.getByRole('heading', { name: 'Request received' })).toHaveCount(0);

    // Sent again unaltered, the same request goes through.
    await page.unroute(contactEndpoint);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  });

  test('a network failure is reported, the button shows progress, and the form is kept', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(contactEndpoint, async (route) => {
      await released;
      await route.abort('failed');
    });
    await fillContactForm(page);
    const send = page.getByRole('button', { name: 'Send request' });
    await send.click();
    await expect(send).toHaveAttribute('data-loading', 'true');
    await expect(send).toBeDisabled();
    release();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your request was not sent');
    await expect(alert).toContainText('Pitstop could not be reached.');
    await expect(send).toBeEnabled();
    await expectFormStillFilled(page);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'maria@alvarez-auto.example',
    );
  });
});
