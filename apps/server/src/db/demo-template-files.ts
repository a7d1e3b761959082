import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The demo garage's zone: its calendar (and the demo template's day) is laid out in it. */
export const DEMO_TIMEZONE = 'America/Chicago';

/**
 * The migrated template with the demo shops and accounts already in it, made by the build
 * (dist/), with the time it was seeded beside it. Seeding at start cost a new DATA_DIR ~2 s
 * (a year of history, the accounts' password hash) on every first start (ADR 006).
 */
export const demoTemplate = {
  tarball: fileURLToPath(new URL('./pglite-demo-template.tar.gz', import.meta.url)),
  seededAt: fileURLToPath(new URL('./pglite-demo-template.json', import.meta.url)),
};

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIMEZONE });

/**
 * The demo template, if the build made one today (in the demo shop's time zone). The demo's
 * dates are laid out from the day it is seeded — visits tomorrow, a job opened this morning —
 * so a template seeded on another day would show a stale workshop; then the caller seeds anew.
 */
export function freshDemoTemplate(now = new Date(), files = demoTemplate): string | undefined {
  if (!existsSync(files.tarball) || !existsSync(files.seededAt)) return undefined;
  const { seededAt } = JSON.parse(readFileSync(files.seededAt, 'utf8')) as { seededAt: string };
  const seededDay = dayFormat.format(new Date(seededAt));
  return seededDay === dayFormat.format(now) ? files.tarball : undefined;
}
