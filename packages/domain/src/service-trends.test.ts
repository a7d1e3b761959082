import { describe, expect, it } from 'vitest';
import { declinedSumsOf, percentOfWhole, serviceTrendsQuerySchema } from './service-trends.ts';

describe('serviceTrendsQuerySchema', () => {
  it('takes the report contract by week or month, last 12 months by month by default', () => {
    expect(serviceTrendsQuerySchema.parse({})).toMatchObject({
      period: 'last-12-months',
      compare: 'previous',
      groupBy: 'month',
    });
    expect(serviceTrendsQuerySchema.parse({ groupBy: 'week' }).groupBy).toBe('week');
  });

  it('refuses a day grouping and a backwards period, naming the field', () => {
    const day = serviceTrendsQuerySchema.safeParse({ groupBy: 'day' });
    expect(day.error?.issues.map((issue) => issue.path)).toEqual([['groupBy']]);
    const backwards = serviceTrendsQuerySchema.safeParse({
      period: 'custom',
      from: '2026-03-10',
      to: '2026-03-01',
    });
    expect(backwards.error?.issues.map((issue) => issue.path)).toContainEqual(['to']);
  });
});

describe('close ratio and percentages', () => {
  it('is sold ÷ recommended with one decimal, unknown when nothing was recommended', () => {
    expect(
      declinedSumsOf({ recommended: 3, recommendedValue: '300.00', sold: 1, soldValue: '90.00' })
        .closeRatio,
    ).toBe('33.3');
    expect(
      declinedSumsOf({ recommended: 0, recommendedValue: '0.00', sold: 0, soldValue: '0.00' })
        .closeRatio,
    ).toBeNull();
    expect(percentOfWhole('84.00', '144.00')).toBe('58.3');
    expect(percentOfWhole('-5.00', '0.00')).toBeNull();
  });
});
