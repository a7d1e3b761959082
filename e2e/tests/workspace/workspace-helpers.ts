import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';

/** Letters only, so a search for it matches nothing the demo data holds. */
export function uniqueWord(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `${prefix}${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
}

/** The downloaded file's lines (a leading byte-order mark dropped). */
export async function downloadedLines(download: Download): Promise<string[]> {
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  return text.split(/\r?\n/).filter((line) => line !== '');
}

/** Clicks a control that downloads a file and returns the download. */
export async function download(page: Page, trigger: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return file;
}

/** The toast with this text (Mantine notifications are alerts). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** Picks an option of a Mantine select by its accessible name. */
export async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
