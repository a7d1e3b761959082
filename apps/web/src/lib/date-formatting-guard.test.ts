import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 022: dates and times are shown only through packages/domain/src/date-format.ts, in the
// shop's time zone. This fails when a screen, a PDF or an e-mail formats a date another way.

const repo = join(import.meta.dirname, '../../../..');
const scanned = ['apps/web/src', 'apps/server/src'];
/** Seed data writes its own sample texts; tests may spell out what they expect. */
const skipped = [
  /\.test\.tsx?$/,
  /^apps\/server\/src\/seed\//,
  /^apps\/server\/src\/db\/demo-template-files\.ts$/,
  /^apps\/server\/src\/test\//,
];

const rules: { name: string; pattern: RegExp }[] = [
  {
    name: 'toLocaleString / toLocaleDateString / toLocaleTimeString',
    pattern: /\.toLocale(Date|Time)?String\(/,
  },
  { name: 'Intl.DateTimeFormat', pattern: /\bIntl\.DateTimeFormat\b/ },
  { name: 'luxon in an app', pattern: /from ['"]luxon['"]/ },
  { name: 'a luxon display format', pattern: /\.toFormat\(/ },
  // dayjs may write the data formats a date input exchanges (YYYY-MM-DD, HH:mm:ss), not a display.
  { name: 'a dayjs display format', pattern: /\.format\(\s*['"`](?![YMDHms\-: ]*['"`])/ },
  { name: 'a date input with its own display format', pattern: /valueFormat(=|:)\s*['"]/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !skipped.some((skip) => skip.test(path)) ? [path] : [];
  });
}

function violations(path: string): string[] {
  return readFileSync(join(repo, path), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      rules
        .filter((rule) => rule.pattern.test(line))
        .map((rule) => `${path}:${index + 1} formats a date with ${rule.name}: ${line.trim()}`),
    );
}

describe('one formatting path for dates and times (ADR 022)', () => {
  const files = scanned.flatMap(sourceFiles);

  it('scans the web app and the server', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('apps/web/src/features/inventory/components/stock-ledger.tsx');
  });

  it('formats dates only through @pitstop/domain/date-format', () => {
    expect(files.flatMap(violations)).toEqual([]);
  });

  it('catches each way around it', () => {
    const lines = [
      'new Date(at).toLocaleDateString()',
      "const f = new Intl.DateTimeFormat('en-US', { timeZone })",
      "dayjs(date).format('MMM D, YYYY')",
      'valueFormat="MMM D, YYYY h:mm A"',
      "DateTime.fromISO(at).toFormat('h:mm a')",
    ];
    for (const line of lines)
      expect(
        rules.some((rule) => rule.pattern.test(line)),
        line,
      ).toBe(true);
    expect(rules.some((rule) => rule.pattern.test("dayjs().format('YYYY-MM-DD')"))).toBe(false);
  });
});
