import { describe, expect, it } from 'vitest';
import {
  bucketsOf,
  changeOf,
  comparisonRange,
  daysInRange,
  reportQuerySchema,
  resolveReportPeriod,
} from './reports.ts';

// 2026-03-08 is the Sunday US clocks go forward; 23:30 UTC on the 7th is still the 7th in Denver.
const saturdayNight = new Date('2026-03-08T05:30:00Z');
const zone = 'America/Denver';

describe('report periods', () => {
  it('resolves every preset in the shop zone', () => {
    const at = (period: Parameters<typeof resolveReportPeriod>[0]['period']) =>
      resolveReportPeriod({ period }, zone, saturdayNight);
    expect(at('today')).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(at('this-week')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(at('this-month')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(at('last-month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(at('this-quarter')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(at('this-year')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(at('last-12-months')).toEqual({ from: '2025-03-08', to: '2026-03-07' });
  });

  it('compares with the days just before or the same dates a year earlier', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect(comparisonRange(march, 'previous')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(comparisonRange(march, 'last-year')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(comparisonRange({ from: '2028-02-29', to: '2028-02-29' }, 'last-year')).toEqual({
      from: '2027-02-28',
      to: '2027-02-28',
    });
    expect(comparisonRange(march, 'none')).toBeNull();
  });

  it('cuts a range into buckets clipped to it', () => {
    expect(bucketsOf({ from: '2026-01-15', to: '2026-03-10' }, 'month')).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-10' },
    ]);
    expect(bucketsOf({ from: '2026-03-04', to: '2026-03-10' }, 'week')).toEqual([
      { from: '2026-03-04', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-10' },
    ]);
    expect(bucketsOf({ from: '2026-12-31', to: '2027-01-01' }, 'day')).toHaveLength(2);
    expect(daysInRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });

  it('refuses a period ending before it starts, longer than five years, or an unknown grouping', () => {
    const issues = (query: Record<string, string>) => {
      const result = reportQuerySchema.safeParse(query);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(issues({ period: 'custom', from: '2026-03-01', to: '2026-02-01' })).toEqual(['to']);
    expect(issues({ period: 'custom', from: '2020-01-01', to: '2026-01-01' })).toEqual(['to']);
    expect(issues({ period: 'custom', from: '2021-01-01', to: '2025-12-31' })).toEqual([]);
    expect(issues({ groupBy: 'fortnight' })).toEqual(['groupBy']);
    expect(issues({ period: 'custom' })).toEqual(['from', 'to']);
  });
});

describe('changeOf', () => {
  it('gives the difference and the percentage, none against zero or an unknown figure', () => {
    expect(changeOf('1250.00', '1000.00')).toEqual({ difference: '250', percent: '25.0' });
    expect(changeOf('0.00', '80.00')).toEqual({ difference: '-80', percent: '-100.0' });
    expect(changeOf('12', '0')).toEqual({ difference: '12', percent: null });
    expect(changeOf(null, '3')).toBeNull();
  });
});
