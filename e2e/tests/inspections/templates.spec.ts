import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { apiSignIn, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';

test('an admin adds a template, edits its sections and items, makes it the default and removes the old one', async ({
  page,
  baseURL,
}) => {
  // A workshop of its own: the demo shop's default template stays as the other tests expect it.
  const user = await createConfirmedUser(page.request, baseURL as string, {
    email: uniqueEmail('templates-admin'),
    role: 'mechanic',
    firstName: 'Tom',
    lastName: 'Plate',
  });
  await apiSignIn(page.request, baseURL as string, user.email, user.password);
  const created = await page.request.post('/api/v1/shops', {
    headers: { origin: baseURL as string },
    data: { name: `Checklist Garage ${Date.now()}`, timezone: 'America/Chicago', currency: 'USD' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/settings/tax-currency');
  await page.getByRole('link', { name: 'Inspection Templates' }).click();
  await expect(page).toHaveURL('/admin/settings/inspection-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Templates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Inspection templates' });
  // Every shop starts with the multi-point template, as its default.
  const multiPoint = table.getByRole('row').filter({ hasText: 'Multi-point inspection' });
  await expect(multiPoint).toContainText('Default');
  await expect(multiPoint.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'Inspection template' });
  await form.getByRole('textbox', { name: 'Template name' }).fill('Pre-purchase check');
  // The domain's rules, under their fields, before anything is sent.
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByText('Enter the section title')).toBeVisible();
  await expect(form.getByText('Enter the item')).toBeVisible();

  const first = form.getByRole('group', { name: 'Section 1' });
  await first.getByRole('textbox', { name: 'Section title' }).fill('Body');
  await first
    .getByRole('group', { name: 'Item 1 of section 1' })
    .getByRole('textbox', { name: 'Item' })
    .fill('Paint and panels');
  await first.getByRole('button', { name: 'Add item to section 1' }).click();
  const tread = first.getByRole('group', { name: 'Item 2 of section 1' });
  await tread.getByRole('textbox', { name: 'Item' }).fill('Tread depth');
  await tread.getByRole('combobox', { name: 'Answer' }).selectOption('measurement');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(tread.getByText('Choose the unit of the measurement')).toBeVisible();
  await tread.getByRole('combobox', { name: 'Unit' }).selectOption('32nds');
  await form.getByRole('button', { name: 'Add section' }).click();
  const second = form.getByRole('group', { name: 'Section 2' });
  await second.getByRole('textbox', { name: 'Section title' }).fill('Interior');
  await second.getByRole('textbox', { name: 'Item' }).fill('Seats and belts');
  await form.getByRole('button', { name: 'Save template' }).click();
  const saved = toast(page, 'Pre-purchase check saved');
  await expect(saved).toBeVisible();
  // Dismissed, so the next save's toast is its own.
  await saved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(saved).toHaveCount(0);

  const prePurchase = table.getByRole('row').filter({ hasText: 'Pre-purchase check' });
  await expect(prePurchase).toContainText('Body, Interior');
  await expect(prePurchase.getByRole('cell').nth(2)).toHaveText('3');

  // Edit: the tread item moves to the top and the interior item is renamed.
  await prePurchase.getByRole('button', { name: 'Edit Pre-purchase check' }).click();
  await expect(form.getByRole('textbox', { name: 'Template name' })).toHaveValue(
    'Pre-purchase check',
  );
  await form.getByRole('button', { name: 'Move item Tread depth up' }).click();
  await expect(
    form.getByRole('group', { name: 'Item 1 of section 1' }).getByRole('textbox', { name: 'Item' }),
  ).toHaveValue('Tread depth');
  await form
    .getByRole('group', { name: 'Section 2' })
    .getByRole('textbox', { name: 'Item' })
    .fill('Seats, belts and airbags light');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Pre-purchase check saved')).toBeVisible();

  await prePurchase.getByRole('button', { name: 'Make Pre-purchase check the default' }).click();
  await expect(toast(page, 'Pre-purchase check is now the default template')).toBeVisible();
  await expect(prePurchase).toContainText('Default');
  await expect(multiPoint).not.toContainText('Default');

  await multiPoint.getByRole('button', { name: 'Remove Multi-point inspection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove template?' });
  await confirm.getByRole('button', { name: 'Remove template' }).click();
  await expect(toast(page, 'Multi-point inspection removed')).toBeVisible();
  await expect(multiPoint).toHaveCount(0);

  await page.reload();
  await expect(prePurchase).toContainText('Default');
  await prePurchase.getByRole('button', { name: 'Edit Pre-purchase check' }).click();
  await expect(
    form.getByRole('group', { name: 'Item 1 of section 1' }).getByRole('textbox', { name: 'Item' }),
  ).toHaveValue('Tread depth');
  await expect(
    form
      .getByRole('group', { name: 'Item 1 of section 1' })
      .getByRole('combobox', { name: 'Unit' }),
  ).toHaveValue('32nds');
  await expect(
    form.getByRole('group', { name: 'Section 2' }).getByRole('textbox', { name: 'Item' }),
  ).toHaveValue('Seats, belts and airbags light');
});
