import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { choose, download, downloadedLines, toast, uniqueWord } from './workspace-helpers.ts';

const CSV_HEADER = 'Make,Model,Year,VIN,Registration,Color,Status,Last Service,Owner';

/** A VIN of the right shape whose check digit (9th character) is right: no warning. */
function vinWithCheckDigit(seed: number): string {
  const values: Record<string, number> = {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    P: 7,
    R: 9,
    S: 2,
    T: 3,
    U: 4,
    V: 5,
    W: 6,
    X: 7,
    Y: 8,
    Z: 9,
  };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const tail = String(seed).padStart(8, '0').slice(-8);
  const chars = `1HGCM826${'0'}${tail}`.split('');
  const sum = chars.reduce(
    (total, char, i) =>
      total + (/\d/.test(char) ? Number(char) : (values[char] ?? 0)) * (weights[i] ?? 0),
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  chars[8] = check;
  return chars.join('');
}

test.describe('vehicles screen as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto('/admin/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
  });

  test('lists vehicles with owner, status and last service', async ({ page }) => {
    const rows = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr');
    await expect(rows.first().getByRole('button', { name: /^Edit / })).toBeVisible();
    // The demo garage has about 60 vehicles: a first page of 50, then the rest on request.
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    // While the next page loads the button reads 'Loading...': wait for the rows themselves.
    await expect.poll(() => rows.count()).toBeGreaterThan(50);
    await expect(page.getByRole('button', { name: /^(Load more|Loading\.\.\.)$/ })).toBeHidden();
    for (const column of [
      'Make/Model',
      'Year',
      'Owner',
      'VIN',
      'Status',
      'Last Service',
      'Actions',
    ]) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
  });

  test('adds a vehicle for a client created inline, then edits it', async ({ page }) => {
    test.slow();
    const owner = `Riley ${uniqueWord('Owner')}`;
    const plate = uniqueWord('P').slice(0, 8).toUpperCase();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);
    const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });

    // Nothing chosen or typed: the dialog says what is missing.
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText('Select owner', { exact: true }).last()).toBeVisible();
    await expect(dialog.getByText('Make is required')).toBeVisible();
    await expect(dialog.getByText('Model is required')).toBeVisible();
    await expect(dialog.getByText('Year is required')).toBeVisible();

    // Inline new client: Create Client waits for a name; the phone is required too.
    await dialog.getByRole('button', { name: 'Add New Client' }).click();
    const inline = dialog.getByRole('group', { name: 'Add New Client' });
    const create = inline.getByRole('button', { name: 'Create Client' });
    await expect(create).toBeDisabled();
    await inline.getByRole('textbox', { name: 'Name', exact: true }).fill(owner);
    await expect(create).toBeEnabled();
    await create.click();
    await expect(inline.getByText('Phone is required')).toBeVisible();
    await inline.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 555 010 0100');
    await create.click();
    await expect(inline).toBeHidden();
    await expect(dialog.getByRole('combobox', { name: 'Owner' })).toHaveValue(owner);

    await dialog.getByRole('textbox', { name: 'Make' }).fill('Honda');
    await dialog.getByRole('textbox', { name: 'Model' }).fill('Accord');
    await dialog.getByRole('textbox', { name: 'Year' }).fill('1885');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(dialog.getByText(/Year must be a whole number from 1886 to/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Year' }).fill('2019');
    await dialog.getByRole('textbox', { name: 'Color' }).fill('Blue');
    await dialog.getByRole('textbox', { name: 'Registration Number' }).fill(plate);
    // A VIN with a wrong check digit is a warning, not a refusal; I, O, Q are refused.
    const vin = vinWithCheckDigit(Math.floor(Math.random() * 1e8));
    const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(wrong.toLowerCase());
    await expect(dialog.getByRole('textbox', { name: 'VIN' })).toHaveValue(wrong);
    await expect(dialog.getByTestId('vin-warning')).toContainText(`should be ${vin[8]}`);
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(vin);
    await expect(dialog.getByTestId('vin-warning')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(toast(page, 'Vehicle added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/vehicles$/);

    await page.getByRole('textbox', { name: 'Search vehicles' }).fill(plate);
    const row = page.getByRole('row').filter({ hasText: owner });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Honda Accord');
    await expect(row).toContainText(vin);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    await row.getByRole('button', { name: /^Edit Honda Accord/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await expect(edit.getByRole('combobox', { name: 'Owner' })).toHaveValue(owner);
    await edit.getByRole('textbox', { name: 'Model' }).fill('Accord Hybrid');
    await edit.getByRole('textbox', { name: 'VIN' }).fill('');
    await choose(page, edit.getByRole('combobox', { name: 'Status' }), 'Sold');
    await edit.getByRole('button', { name: 'Update Vehicle' }).click();
    await expect(toast(page, 'Vehicle updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Honda Accord Hybrid');
    await expect(row).toContainText('N/A');
    await expect(row).toContainText('Sold');
  });

  test('searches, says when nothing matches, and exports the matches as CSV', async ({ page }) => {
    const search = page.getByRole('textbox', { name: 'Search vehicles' });
    await search.fill(uniqueWord('Nothing'));
    await expect(page.getByText('No vehicles found')).toBeVisible();

    // Jordan Driver's vehicles: search by a make the list shows for them.
    await search.fill('');
    const first = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr').first();
    await expect(first.getByRole('button', { name: /^Edit / })).toBeVisible();
    const make = (
      (await first.locator('td').first().locator('p').first().textContent()) ?? ''
    ).split(' ')[0] as string;
    await search.fill(make);
    await expect(page).toHaveURL(new RegExp(`search=${make}`));
    const rows = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr');
    // Wait for the searched answer to replace the previous page.
    const matching = new RegExp(make, 'i');
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => matching.test(text)))
      .toBe(true);
    const shown = await rows.count();

    const file = await download(page, page.getByRole('link', { name: 'Export' }));
    expect(file.suggestedFilename()).toBe('vehicles.csv');
    const lines = await downloadedLines(file);
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.length - 1).toBe(shown);
    expect(lines[1]).toContain(make);
  });
});

test('a mechanic reads the vehicles without Add or Edit', async ({ page }) => {
  await signIn(page, 'mechanic@pitstop.test');
  await page.waitForURL('**/admin');
  await page.goto('/admin/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

test.describe('a VIN already used in the shop', () => {
  // The 409 answer is the expected refusal; the browser logs every 4xx as a console error.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test.beforeEach(async ({ page }) => {
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto('/admin/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
  });

  test('is refused on its field when the VIN is already used in the shop', async ({ page }) => {
    const firstVin = page
      .getByRole('table', { name: 'Vehicles' })
      .locator('tbody tr td:nth-child(4)')
      .filter({ hasText: /^[A-HJ-NPR-Z0-9]{17}$/ })
      // The oldest on the page is a demo vehicle; the newest may belong to a test running
      // alongside that changes its VIN.
      .last();
    const vin = (await firstVin.textContent())?.trim() ?? '';
    expect(vin).toHaveLength(17);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
    const ownerSelect = dialog.getByRole('combobox', { name: 'Owner' });
    await ownerSelect.fill('Jordan');
    await page.getByRole('option', { name: 'Jordan Driver' }).click();
    await dialog.getByRole('textbox', { name: 'Make' }).fill('Ford');
    await dialog.getByRole('textbox', { name: 'Model' }).fill('Focus');
    await dialog.getByRole('textbox', { name: 'Year' }).fill('2015');
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(vin);
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(toast(page, 'Error saving vehicle')).toBeVisible();
    await expect(dialog.getByText('Another vehicle in this shop has this VIN')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Make' })).toHaveValue('Ford');
  });
});
