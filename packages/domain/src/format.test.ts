import { describe, expect, it } from 'vitest';
import {
  compactTags,
  formatCalendarDate,
  formatDateTime,
  formatMileage,
  formatMoney,
  lastServiceLabel,
  parseTags,
  phoneHref,
  vehicleTitle,
} from './format.ts';

describe('formatMoney: $ and two decimals (spec §9)', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    [1234.5, '$1,234.50'],
    ['0', '$0.00'],
    [null, '$0.00'],
    ['', '$0.00'],
    ['not a number', '$0.00'],
    [0.005, '$0.01'],
    ['1000000', '$1,000,000.00'],
    [-12, '-$12.00'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe("formatMoney in the shop's currency and locale", () => {
  it.each([
    ['1234.5', { currency: 'EUR', locale: 'de-DE' }, '1.234,50\u00a0€'],
    ['1234.5', { currency: 'GBP', locale: 'en-GB' }, '£1,234.50'],
    ['1234.50', { currency: 'JPY', locale: 'en-US' }, '¥1,235'],
    ['0.10', { currency: 'CAD' }, 'CA$0.10'],
  ] as const)('%s %o → %s', (value, options, expected) => {
    expect(formatMoney(value, options)).toBe(expected);
  });

  it('formats a decimal string exactly, beyond what a float holds', () => {
    expect(formatMoney('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
  });
});

describe('phoneHref: tel link keeps only digits and + (spec §9)', () => {
  it.each([
    ['+1 (555) 010-2030', 'tel:+15550102030'],
    ['555.010.2030 ext', 'tel:5550102030'],
    ['', 'tel:'],
    [null, 'tel:'],
  ] as const)('%s → %s', (phone, expected) => {
    expect(phoneHref(phone)).toBe(expected);
  });
});

describe('lastServiceLabel: date with (This week) under 7 days, (This month) under 30 (spec §9)', () => {
  const today = new Date(2026, 10, 21, 23, 30); // 21 Nov 2026, late evening local time
  it.each([
    ['2026-11-21', 'Nov 21, 2026', '(This week)'],
    ['2026-11-15', 'Nov 15, 2026', '(This week)'], // 6 days
    ['2026-11-14', 'Nov 14, 2026', '(This month)'], // 7 days
    ['2026-10-23', 'Oct 23, 2026', '(This month)'], // 29 days
    ['2026-10-22', 'Oct 22, 2026', null], // 30 days
    ['2025-01-02', 'Jan 2, 2025', null],
    ['2026-11-25', 'Nov 25, 2026', null], // a future date gets no hint
    ['2026-11-20T08:00:00.000Z', 'Nov 20, 2026', '(This week)'],
  ] as const)('%s → %s %s', (date, text, hint) => {
    expect(lastServiceLabel(date, today)).toEqual({ text, hint });
  });
  it('says Never without a date', () => {
    expect(lastServiceLabel(null, today)).toEqual({ text: 'Never', hint: null });
    expect(lastServiceLabel('garbage', today)).toEqual({ text: 'Never', hint: null });
  });
  it('counts across a month and a year boundary', () => {
    expect(lastServiceLabel('2026-12-28', new Date(2027, 0, 3)).hint).toBe('(This week)');
    expect(lastServiceLabel('2026-02-27', new Date(2026, 2, 5)).hint).toBe('(This week)');
  });
});

describe('compactTags: first two and +N (spec §9)', () => {
  it('shows all when two or fewer', () => {
    expect(compactTags([])).toEqual({ shown: [], more: 0 });
    expect(compactTags(['VIP', 'Fleet'])).toEqual({ shown: ['VIP', 'Fleet'], more: 0 });
  });
  it('counts the rest', () => {
    expect(compactTags(['VIP', 'Fleet', 'Late payer', 'EV'])).toEqual({
      shown: ['VIP', 'Fleet'],
      more: 2,
    });
    expect(compactTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
  });
});

describe('parseTags: comma-separated, trimmed, blanks dropped (spec §5)', () => {
  it.each([
    ['VIP, Fleet ,  Late payer', ['VIP', 'Fleet', 'Late payer']],
    [' , ,VIP,, ', ['VIP']],
    ['', []],
    ['Fleet, fleet, FLEET, EV', ['Fleet', 'EV']],
  ] as const)('%j → %j', (input, expected) => {
    expect(parseTags(input)).toEqual(expected);
  });
});

describe('formatCalendarDate, formatDateTime, formatMileage, vehicleTitle', () => {
  it('reads a calendar date the same in every time zone', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-03-05T23:30:00.000Z')).toBe('Mar 5, 2026');
    expect(formatCalendarDate(null)).toBe('—');
  });
  it('shows a moment with its time, in the given zone', () => {
    expect(formatDateTime('2026-03-05T14:30:00.000Z', 'UTC')).toBe('Mar 5, 2026, 2:30 PM');
    expect(formatDateTime('2026-03-05T14:30:00.000Z', 'America/New_York')).toBe(
      'Mar 5, 2026, 9:30 AM',
    );
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
  it('formats mileage and names a vehicle', () => {
    expect(formatMileage(48210)).toBe('48,210 mi');
    expect(formatMileage(0)).toBe('0 mi');
    expect(formatMileage(null)).toBe('—');
    expect(vehicleTitle({ year: 2019, make: 'Toyota', model: 'RAV4' })).toBe('2019 Toyota RAV4');
    expect(vehicleTitle({ year: null, make: 'Ford', model: 'Transit' })).toBe('Ford Transit');
  });
});
