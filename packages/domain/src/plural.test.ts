import { describe, expect, it } from 'vitest';
import { formatStockQuantity } from './inventory.ts';
import { countLabel, pluralWord } from './plural.ts';

const day = { one: 'day', other: 'days' };

describe('counted words', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countLabel(1, day)).toBe('1 day');
    expect(countLabel(0, day)).toBe('0 days');
    expect(countLabel(2, day)).toBe('2 days');
    expect(pluralWord(1.5, day)).toBe('days');
    expect(countLabel(-1, day)).toBe('-1 day');
  });

  it('prints the number as given', () => {
    expect(countLabel(1250, { one: 'result', other: 'results' }, '1,250')).toBe('1,250 results');
  });

  it('counts stock in the singular for one piece, set or box', () => {
    expect(formatStockQuantity('1.00', 'each')).toBe('1 pc');
    expect(formatStockQuantity('1.00', 'set')).toBe('1 set');
    expect(formatStockQuantity('1', 'box')).toBe('1 box');
    expect(formatStockQuantity('-1.00', 'pair')).toBe('-1 pair');
    expect(formatStockQuantity('4.00', 'each')).toBe('4 pcs');
    expect(formatStockQuantity('2.00', 'box')).toBe('2 boxes');
    expect(formatStockQuantity('1.00', 'litre')).toBe('1 L');
    expect(formatStockQuantity('2.50', 'litre')).toBe('2.5 L');
  });
});
