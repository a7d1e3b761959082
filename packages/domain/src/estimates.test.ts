import { describe, expect, it } from 'vitest';
import {
  askedLines,
  estimateLineForBill,
  estimateSections,
  jobAmount,
  jobApproval,
  lineQuantityText,
} from './estimates.ts';
import type { InspectionCondition } from './inspections.ts';
import { computeJobOrderBill } from './invoices.ts';

const job = (id: string) => ({ id });
const line = (id: string, jobId = 'service') => ({ id, jobId });
const item = (id: string, condition: InspectionCondition, lineId: string | null = null) => ({
  id,
  condition,
  lineId,
});

describe('estimateSections', () => {
  it('puts jobs with red work first, then yellow, then the rest, and folds the good items last', () => {
    const jobs = ['service', 'wipers', 'brakes', 'empty'].map(job);
    const lines = [
      line('oil'),
      line('blades', 'wipers'),
      line('pads', 'brakes'),
      line('brake-labor', 'brakes'),
      line('discount'),
    ];
    const items = [
      item('wiper-blades', 'soon', 'blades'),
      item('tyres', 'good'),
      item('front-pads', 'now', 'pads'),
      item('rear-pads', 'soon', 'pads'),
      item('battery', 'soon'),
    ];
    const { sections, good } = estimateSections(jobs, lines, items);
    expect(sections.map((section) => section.key)).toEqual(['now', 'soon', 'other']);
    expect(sections[0]?.jobs).toEqual([
      {
        job: job('brakes'),
        entries: [
          { line: line('pads', 'brakes'), findings: [items[2], items[3]] },
          { line: line('brake-labor', 'brakes'), findings: [] },
        ],
      },
    ]);
    expect(sections[1]?.jobs).toEqual([
      { job: job('wipers'), entries: [{ line: line('blades', 'wipers'), findings: [items[0]] }] },
    ]);
    expect(sections[1]?.unpriced).toEqual([items[4]]);
    // The job without lines has nothing to price and is left out.
    expect(sections[2]?.jobs.map((entry) => entry.job.id)).toEqual(['service']);
    expect(sections[2]?.jobs[0]?.entries.map((entry) => entry.line.id)).toEqual([
      'oil',
      'discount',
    ]);
    expect(good).toEqual([items[1]]);
  });

  it('without an inspection, every job is other work in its own order', () => {
    const { sections, good } = estimateSections(
      [job('b'), job('a')],
      [line('a1', 'a'), line('b1', 'b')],
      [],
    );
    expect(sections).toEqual([
      {
        key: 'other',
        jobs: [
          { job: job('b'), entries: [{ line: line('b1', 'b'), findings: [] }] },
          { job: job('a'), entries: [{ line: line('a1', 'a'), findings: [] }] },
        ],
        unpriced: [],
      },
    ]);
    expect(good).toEqual([]);
  });
});

describe('jobApproval and askedLines', () => {
  const work = (approval: 'pending' | 'approved' | 'declined', kind = 'labor') => ({
    kind,
    approval,
  });
  it('asks while any work waits, approved when any work is, declined when all of it was', () => {
    expect(jobApproval([work('approved'), work('pending')])).toBe('pending');
    expect(jobApproval([work('approved'), work('declined')])).toBe('approved');
    expect(jobApproval([work('declined'), work('pending', 'discount')])).toBe('declined');
    expect(jobApproval([work('pending', 'discount')])).toBeNull();
    expect(askedLines([work('pending'), work('approved'), work('pending', 'discount')])).toEqual([
      work('pending'),
    ]);
  });
});

describe('jobAmount', () => {
  it('is the work less its discounts', () => {
    expect(
      jobAmount([
        { kind: 'labor', amount: '120.00' },
        { kind: 'part', amount: '45.50' },
        { kind: 'discount', amount: '16.55' },
      ]),
    ).toBe('148.95');
  });
});

describe('lineQuantityText', () => {
  const money = (value: string) => `$${value}`;
  it('says hours × rate and several × unit price, and nothing for one flat-rate job', () => {
    const labor = { kind: 'labor', quantity: '1.00', unitPrice: '89.99' };
    expect(lineQuantityText({ ...labor, pricing: 'flat' }, money)).toBeNull();
    expect(lineQuantityText({ ...labor, pricing: 'flat', quantity: '2.00' }, money)).toBe(
      '2 × $89.99',
    );
    expect(lineQuantityText({ ...labor, pricing: 'hourly', quantity: '1.50' }, money)).toBe(
      '1.5 h × $89.99',
    );
    const part = { kind: 'part', pricing: null, unitPrice: '12.50' };
    expect(lineQuantityText({ ...part, quantity: '4.00' }, money)).toBe('4 × $12.50');
    expect(lineQuantityText({ ...part, quantity: '1' }, money)).toBeNull();
    expect(
      lineQuantityText({ kind: 'fee', pricing: null, quantity: '1', unitPrice: '5.00' }, money),
    ).toBeNull();
  });
});

describe('estimateLineForBill', () => {
  it('follows the choices with the invoice arithmetic', () => {
    const base = { pricing: null, percent: null, taxRate: '10.000' };
    const labor = {
      ...base,
      kind: 'labor' as const,
      description: 'Pads',
      pricing: 'hourly' as const,
      quantity: '2.00',
      unitPrice: '50.00',
      amount: '100.00',
    };
    const part = {
      ...base,
      kind: 'part' as const,
      description: 'Rotor',
      quantity: '1.00',
      unitPrice: '80.00',
      amount: '80.00',
    };
    const off = {
      ...base,
      kind: 'discount' as const,
      description: '10 % off',
      quantity: '1',
      unitPrice: null,
      percent: '10.00',
      amount: '18.00',
      taxRate: null,
    };
    const rules = {
      pricesIncludeTax: false,
      suppliesFeePercent: null,
      suppliesFeeCap: null,
      suppliesFeeTaxRate: null,
    };
    const bill = computeJobOrderBill(
      [
        estimateLineForBill(labor, 'approved'),
        estimateLineForBill(part, 'declined'),
        estimateLineForBill(off, 'pending'),
      ],
      rules,
    );
    expect(bill).toMatchObject({
      subtotal: '100.00',
      discount: '10.00',
      tax: '9.00',
      total: '99.00',
    });
  });
});
