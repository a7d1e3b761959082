import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addMoney,
  compareMoney,
  decimalQuantity,
  minMoney,
  moneyAmount,
  multiplyMoney,
  percentage,
  percentOf,
  subtractMoney,
  sumMoney,
  toMoney,
} from './money.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('money arithmetic is exact and rounds to cents half-up', () => {
  it('adds what floats get wrong', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(sumMoney(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(sumMoney([])).toBe('0.00');
    expect(subtractMoney('100.00', '99.99')).toBe('0.01');
    expect(subtractMoney('5.00', '5.00')).toBe('0.00');
  });

  it('multiplies a quantity by a unit price and rounds the line once', () => {
    expect(multiplyMoney('1.5', '97.75')).toBe('146.63'); // 146.625
    expect(multiplyMoney('0.25', '18.10')).toBe('4.53'); // 4.525: half-up, not to even
    expect(multiplyMoney('3', '19.99')).toBe('59.97');
    expect(multiplyMoney('1.15', '1.15')).toBe('1.32'); // 1.3225
  });

  it('rounds a negative half away from zero and never shows -0.00', () => {
    expect(toMoney('-0.125')).toBe('-0.13');
    expect(toMoney('-0.004')).toBe('0.00');
  });

  it('takes a percentage of an amount', () => {
    expect(percentOf('99.99', '12.5')).toBe('12.50'); // 12.49875
    expect(percentOf('200.00', '10')).toBe('20.00');
    expect(percentOf('0.05', '10')).toBe('0.01'); // 0.005
    expect(percentOf('80.00', '0')).toBe('0.00');
  });

  it('compares by value, not by spelling', () => {
    expect(compareMoney('5.5', '5.50')).toBe(0);
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('9.99', '10.00')).toBe(-1);
    expect(minMoney('12.5', '40.00')).toBe('12.50');
  });

  it('normalises any decimal string to two decimals', () => {
    expect(toMoney('45')).toBe('45.00');
    expect(toMoney('45.5')).toBe('45.50');
    expect(toMoney('1.005')).toBe('1.01');
  });

  it('refuses a value that is not a decimal string instead of guessing', () => {
    expect(() => toMoney('')).toThrow('Not a decimal amount');
    expect(() => addMoney('1,000.00', '1')).toThrow('Not a decimal amount');
    expect(() => multiplyMoney('1e3', '1')).toThrow('Not a decimal amount');
  });
});

describe('moneyAmount: a price as typed or sent', () => {
  const price = moneyAmount('Unit price');

  it.each([
    ['45', '45.00'],
    [' 45.5 ', '45.50'],
    ['.5', '0.50'],
    ['0', '0.00'],
    [45.5, '45.50'],
    ['99999999.99', '99999999.99'],
  ] as const)('%o → %s', (value, expected) => {
    expect(price.parse(value)).toBe(expected);
  });

  it.each([
    ['', 'Unit price is required'],
    [undefined, 'Unit price is required'],
    [null, 'Unit price is required'],
    ['abc', 'Unit price must be a number like 45 or 45.50'],
    ['1,000', 'Unit price must be a number like 45 or 45.50'],
    ['1e3', 'Unit price must be a number like 45 or 45.50'],
    ['$45', 'Unit price must be a number like 45 or 45.50'],
    ['45.505', 'Unit price can have at most two decimals'],
    [0.1 + 0.2, 'Unit price can have at most two decimals'],
    ['-5', 'Unit price cannot be negative'],
    ['100000000', 'Unit price must be at most 99,999,999.99'],
  ] as const)('%o is refused: %s', (value, message) => {
    expect(messages(price, value)).toEqual([message]);
  });

  it('accepts a minus zero as zero', () => {
    expect(price.parse('-0')).toBe('0.00');
  });
});

describe('decimalQuantity: hours or units with up to two decimals', () => {
  const hours = decimalQuantity('Hours');

  it.each([
    ['1.5', '1.50'],
    ['0.25', '0.25'],
    [2, '2.00'],
  ] as const)('%o → %s', (value, expected) => {
    expect(hours.parse(value)).toBe(expected);
  });

  it.each([
    ['0', 'Hours must be more than 0'],
    ['0.00', 'Hours must be more than 0'],
    ['-1', 'Hours cannot be negative'],
    ['0.125', 'Hours can have at most two decimals'],
    ['10000', 'Hours must be at most 9,999.99'],
    ['one', 'Hours must be a number like 1, 1.5 or 0.25'],
  ] as const)('%o is refused: %s', (value, message) => {
    expect(messages(hours, value)).toEqual([message]);
  });
});

describe('percentage: 0 to 100', () => {
  const percent = percentage('Discount');

  it.each([
    ['0', '0.00'],
    ['12.5', '12.50'],
    ['100', '100.00'],
  ] as const)('%o → %s', (value, expected) => {
    expect(percent.parse(value)).toBe(expected);
  });

  it.each([
    ['100.01', 'Discount must be at most 100'],
    ['-1', 'Discount cannot be negative'],
    ['12.345', 'Discount can have at most two decimals'],
    ['10%', 'Discount must be a number like 10 or 12.5'],
  ] as const)('%o is refused: %s', (value, message) => {
    expect(messages(percent, value)).toEqual([message]);
  });
});
