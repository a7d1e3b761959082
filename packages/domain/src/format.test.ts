import { describe, expect, it } from 'vitest';
import {
  compactTags,
  formatMileage,
  formatMoney,
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

describe('formatMileage, vehicleTitle', () => {
  it('formats mileage and names a vehicle', () => {
    expect(formatMileage(48210)).toBe('48,210 mi');
    expect(formatMileage(0)).toBe('0 mi');
    expect(formatMileage(null)).toBe('—');
    expect(vehicleTitle({ year: 2019, make: 'Toyota', model: 'RAV4' })).toBe('2019 Toyota RAV4');
    expect(vehicleTitle({ year: null, make: 'Ford', model: 'Transit' })).toBe('Ford Transit');
  });
});
