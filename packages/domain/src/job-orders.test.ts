import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  computeJobOrderTotals,
  exceedsJobOrderTotal,
  formatJobOrderNumber,
  type JobOrderAction,
  type JobOrderLine,
  type JobOrderStatus,
  jobOrderCreateSchema,
  jobOrderLineInputSchema,
  jobOrderMachine,
  jobOrderStatuses,
  jobOrderTransitionSchema,
  laborLineFromService,
  parseJobOrderNumber,
} from './job-orders.ts';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('job order status machine', () => {
  // Written out here rather than read from the machine, so a changed machine fails the test.
  const allowedFrom: Record<JobOrderAction, JobOrderStatus[]> = {
    send_estimate: [
      'estimate',
      'awaiting_approval',
      'approved',
      'in_progress',
      'waiting_for_parts',
    ],
    record_approval: ['estimate', 'awaiting_approval'],
    start_work: ['approved'],
    wait_for_parts: ['in_progress'],
    resume_work: ['waiting_for_parts'],
    mark_ready: ['in_progress'],
    back_to_work: ['ready_for_pickup'],
    complete: ['ready_for_pickup'],
    cancel: [
      'estimate',
      'awaiting_approval',
      'approved',
      'in_progress',
      'waiting_for_parts',
      'ready_for_pickup',
    ],
  };
  const reaches: Record<JobOrderAction, JobOrderStatus> = {
    send_estimate: 'awaiting_approval',
    record_approval: 'approved',
    start_work: 'in_progress',
    wait_for_parts: 'waiting_for_parts',
    resume_work: 'in_progress',
    mark_ready: 'ready_for_pickup',
    back_to_work: 'in_progress',
    complete: 'completed',
    cancel: 'cancelled',
  };
  const labels: Record<JobOrderAction, string> = {
    send_estimate: 'Send estimate',
    record_approval: 'Record approval',
    start_work: 'Start work',
    wait_for_parts: 'Wait for parts',
    resume_work: 'Resume work',
    mark_ready: 'Mark ready for pickup',
    back_to_work: 'Back to work',
    complete: 'Complete',
    cancel: 'Cancel',
  };
  const statusText: Record<JobOrderStatus, string> = {
    estimate: 'estimate',
    awaiting_approval: 'awaiting approval',
    approved: 'approved',
    in_progress: 'in progress',
    waiting_for_parts: 'waiting for parts',
    ready_for_pickup: 'ready for pickup',
    completed: 'completed',
    cancelled: 'cancelled',
  };

  it('has exactly these actions', () => {
    expect(Object.keys(jobOrderMachine.transitions).sort()).toEqual(
      Object.keys(allowedFrom).sort(),
    );
  });

  const cases = (Object.keys(allowedFrom) as JobOrderAction[]).flatMap((action) =>
    jobOrderStatuses.map((status) => [action, status] as const),
  );
  it.each(cases)('%s from %s', (action, status) => {
    const refusal = jobOrderMachine.refusal(status, action);
    if (allowedFrom[action].includes(status)) {
      expect(refusal).toBeNull();
      expect(jobOrderMachine.transitions[action].to).toBe(reaches[action]);
    } else {
      expect(refusal).toBe(
        `${labels[action]} is not possible: the job order is ${statusText[status]}.`,
      );
    }
  });

  it('reads refusals as a shop person would', () => {
    expect(jobOrderMachine.refusal('in_progress', 'complete')).toBe(
      'Complete is not possible: the job order is in progress.',
    );
    expect(jobOrderMachine.refusal('completed', 'cancel')).toBe(
      'Cancel is not possible: the job order is completed.',
    );
  });

  it('needs a reason only to cancel', () => {
    const needing = Object.entries(jobOrderMachine.transitions)
      .filter(([, transition]) => transition.needsReason)
      .map(([action]) => action);
    expect(needing).toEqual(['cancel']);
  });

  it('offers each role its moves (DESIGN.md §4)', () => {
    expect(jobOrderMachine.actionsFor('in_progress', 'mechanic')).toEqual([
      'wait_for_parts',
      'mark_ready',
    ]);
    expect(jobOrderMachine.actionsFor('in_progress', 'front_desk')).toEqual([
      'send_estimate',
      'wait_for_parts',
      'mark_ready',
      'cancel',
    ]);
    expect(jobOrderMachine.actionsFor('ready_for_pickup', 'admin')).toEqual([
      'back_to_work',
      'complete',
      'cancel',
    ]);
    // Mechanics never send estimates, record approvals, complete or cancel.
    expect(jobOrderMachine.actionsFor('awaiting_approval', 'mechanic')).toEqual([]);
    expect(jobOrderMachine.actionsFor('ready_for_pickup', 'mechanic')).toEqual(['back_to_work']);
    // Managers read job orders; car owners answer estimates through their own link.
    for (const status of jobOrderStatuses) {
      expect(jobOrderMachine.actionsFor(status, 'manager')).toEqual([]);
      expect(jobOrderMachine.actionsFor(status, 'client')).toEqual([]);
    }
  });

  it('leaves no move out of completed or cancelled', () => {
    for (const role of ['admin', 'front_desk', 'mechanic'] as const) {
      expect(jobOrderMachine.actionsFor('completed', role)).toEqual([]);
      expect(jobOrderMachine.actionsFor('cancelled', role)).toEqual([]);
    }
  });
});

describe('job order numbers', () => {
  it.each([
    [7, 'JO-0007'],
    [1042, 'JO-1042'],
    [12345, 'JO-12345'],
  ])('%i → %s', (number, text) => {
    expect(formatJobOrderNumber(number)).toBe(text);
  });

  it.each([
    ['JO-1042', 1042],
    [' jo1042 ', 1042],
    ['JO-0007', 7],
    ['1042', 1042],
    ['JO-', null],
    ['REQ001', null],
    ['Smith', null],
  ] as const)('search %o → %o', (text, number) => {
    expect(parseJobOrderNumber(text)).toBe(number);
  });
});

const labor = (quantity: string, unitPrice: string, approval = 'approved'): JobOrderLine => ({
  kind: 'labor',
  serviceId: null,
  description: 'Labor',
  pricing: 'hourly',
  quantity,
  unitPrice,
  approval: approval as JobOrderLine['approval'],
});
const part = (quantity: string, unitPrice: string, approval = 'approved'): JobOrderLine => ({
  kind: 'part',
  description: 'Part',
  partNumber: null,
  inventoryItemId: null,
  quantity,
  unitCost: null,
  unitPrice,
  approval: approval as JobOrderLine['approval'],
});
const fee = (amount: string, approval = 'approved'): JobOrderLine => ({
  kind: 'fee',
  description: 'Shop supplies',
  amount,
  approval: approval as JobOrderLine['approval'],
});
const discount = (by: { amount: string } | { percent: string }): JobOrderLine => ({
  kind: 'discount',
  description: 'Discount',
  amount: 'amount' in by ? by.amount : null,
  percent: 'percent' in by ? by.percent : null,
  approval: 'pending',
});

describe('computeJobOrderTotals', () => {
  it('gives zeros for an empty job order', () => {
    expect(computeJobOrderTotals([])).toEqual({
      labor: '0.00',
      parts: '0.00',
      fees: '0.00',
      discount: '0.00',
      subtotal: '0.00',
      presentedTotal: '0.00',
      approvedTotal: '0.00',
    });
  });

  it('adds labor, parts and fees with decimal quantities, each line rounded half-up', () => {
    const totals = computeJobOrderTotals([
      labor('1.5', '97.75'), // 146.625 → 146.63
      part('0.25', '18.10'), // 4.525 → 4.53
      part('2', '12.49'), // 24.98
      fee('5.00'),
    ]);
    expect(totals).toMatchObject({
      labor: '146.63',
      parts: '29.51',
      fees: '5.00',
      discount: '0.00',
      subtotal: '181.14',
    });
  });

  it('rounds each line before adding, so the total matches the printed lines', () => {
    // Three lines of 0.33 × 1.01 = 0.3333 print as 0.33 each: 0.99, not 1.00.
    const lines = [part('0.33', '1.01'), part('0.33', '1.01'), part('0.33', '1.01')];
    expect(computeJobOrderTotals(lines).parts).toBe('0.99');
  });

  it('takes an amount discount off the subtotal', () => {
    const totals = computeJobOrderTotals([labor('1', '100.00'), discount({ amount: '15.50' })]);
    expect(totals).toMatchObject({ discount: '15.50', subtotal: '84.50' });
  });

  it('takes a percentage discount of labor + parts + fees', () => {
    const totals = computeJobOrderTotals([
      labor('1', '100.00'),
      part('1', '33.33'),
      fee('0.02'),
      discount({ percent: '12.5' }), // 12.5 % of 133.35 = 16.66875 → 16.67
    ]);
    expect(totals).toMatchObject({ discount: '16.67', subtotal: '116.68' });
  });

  it('takes every discount from the same base, without compounding', () => {
    const totals = computeJobOrderTotals([
      labor('2', '50.00'),
      discount({ percent: '10' }),
      discount({ percent: '10' }),
      discount({ amount: '5.00' }),
    ]);
    expect(totals).toMatchObject({ discount: '25.00', subtotal: '75.00' });
  });

  it('never lets discounts take the subtotal below zero', () => {
    const totals = computeJobOrderTotals([part('1', '20.00'), discount({ amount: '50.00' })]);
    expect(totals).toMatchObject({ discount: '20.00', subtotal: '0.00' });
  });

  it('leaves declined lines out of the work and out of the percentage base', () => {
    const totals = computeJobOrderTotals([
      labor('1', '120.00'),
      part('4', '25.00', 'declined'),
      labor('0.5', '120.00', 'declined'),
      fee('10.00', 'pending'),
      discount({ percent: '10' }),
    ]);
    expect(totals).toEqual({
      labor: '120.00',
      parts: '0.00',
      fees: '10.00',
      discount: '13.00', // 10 % of 130.00
      subtotal: '117.00',
      presentedTotal: '261.00', // 120 + 100 + 60 + 10 = 290, less 10 %
      approvedTotal: '108.00', // 120.00 approved, less 10 %; the pending fee is not approved yet
    });
  });

  it('has nothing approved while the estimate waits for an answer', () => {
    const totals = computeJobOrderTotals([labor('1', '80.00', 'pending'), fee('5.00', 'pending')]);
    expect(totals).toMatchObject({
      subtotal: '85.00',
      presentedTotal: '85.00',
      approvedTotal: '0.00',
    });
  });

  it('knows when a total no longer fits numeric(12,2)', () => {
    expect(exceedsJobOrderTotal('9999999999.99')).toBe(false);
    expect(exceedsJobOrderTotal('10000000000.00')).toBe(true);
  });
});

describe('labor from a service', () => {
  const service = {
    id: '7b1e0d3c-4b8f-4d6a-9a51-2f1f8e3c0a11',
    name: 'Brake inspection',
    price: '89.99',
  };

  it('takes the service price as a flat rate', () => {
    expect(laborLineFromService(service, { kind: 'flat' })).toEqual({
      kind: 'labor',
      serviceId: service.id,
      description: 'Brake inspection',
      pricing: 'flat',
      quantity: '1.00',
      unitPrice: '89.99',
    });
  });

  it("takes hours × the shop's labor rate when hourly", () => {
    const line = laborLineFromService(service, {
      kind: 'hourly',
      hours: '1.25',
      laborRate: '140.00',
    });
    expect(line).toMatchObject({ pricing: 'hourly', quantity: '1.25', unitPrice: '140.00' });
    expect(computeJobOrderTotals([{ ...line, approval: 'approved' }]).labor).toBe('175.00');
  });
});

describe('job order line input', () => {
  it('reads a part with decimal quantity and normalises the amounts', () => {
    expect(
      jobOrderLineInputSchema.parse({
        kind: 'part',
        description: ' Engine oil 5W-30 ',
        partNumber: 'OIL-5W30',
        quantity: '4.5',
        unitCost: '6',
        unitPrice: 9.5,
      }),
    ).toEqual({
      kind: 'part',
      description: 'Engine oil 5W-30',
      partNumber: 'OIL-5W30',
      inventoryItemId: null,
      quantity: '4.50',
      unitCost: '6.00',
      unitPrice: '9.50',
    });
  });

  it('names each wrong field in words a shop person can act on', () => {
    expect(
      messages(jobOrderLineInputSchema, {
        kind: 'part',
        description: '',
        quantity: '0',
        unitPrice: '12.345',
      }),
    ).toEqual({
      description: 'Description is required',
      quantity: 'Quantity must be more than 0',
      unitPrice: 'Unit price can have at most two decimals',
    });
    expect(
      messages(jobOrderLineInputSchema, {
        kind: 'labor',
        description: 'Diagnosis',
        pricing: 'daily',
        quantity: '1',
        unitPrice: '-5',
      }),
    ).toEqual({ pricing: 'Choose flat rate or hourly', unitPrice: 'Rate cannot be negative' });
  });

  it('refuses an unknown kind of line', () => {
    expect(messages(jobOrderLineInputSchema, { kind: 'tip', description: 'x' })).toEqual({
      kind: 'Choose labor, part, fee or discount',
    });
  });

  it('takes a discount as an amount or a percentage, not both and not neither', () => {
    const base = { kind: 'discount', description: 'Loyalty' };
    expect(jobOrderLineInputSchema.parse({ ...base, percent: '10' })).toMatchObject({
      amount: null,
      percent: '10.00',
    });
    expect(jobOrderLineInputSchema.parse({ ...base, amount: '20' })).toMatchObject({
      amount: '20.00',
      percent: null,
    });
    expect(messages(jobOrderLineInputSchema, { ...base, amount: '5', percent: '10' })).toEqual({
      amount: 'Enter either an amount or a percentage',
    });
    expect(messages(jobOrderLineInputSchema, base)).toEqual({
      amount: 'Enter either an amount or a percentage',
    });
    expect(messages(jobOrderLineInputSchema, { ...base, percent: '150' })).toEqual({
      percent: 'Discount percentage must be at most 100',
    });
  });
});

describe('creating a walk-in job order', () => {
  const valid = {
    clientId: '0d9a4f1e-2c3b-4a5d-8e6f-7a8b9c0d1e2f',
    vehicleId: '1e0b5a2f-3d4c-4b6e-9f70-8b9cad0e1f3a',
    mileageIn: 48210,
    concern: 'Squealing from the front brakes',
    promisedAt: '2026-12-01T17:00:00-06:00',
    mechanicId: null,
  };

  it('accepts a walk-in with no mechanic yet', () => {
    expect(jobOrderCreateSchema.parse(valid)).toEqual(valid);
  });

  it('explains what is missing', () => {
    expect(
      messages(jobOrderCreateSchema, {
        clientId: '',
        vehicleId: undefined,
        mileageIn: 12.5,
        concern: '  ',
        promisedAt: 'tomorrow',
        mechanicId: 'Alex',
      }),
    ).toEqual({
      clientId: 'Choose a client',
      vehicleId: 'Choose a vehicle',
      mileageIn: 'Mileage in must be a whole number',
      concern: "Describe the customer's concern",
      promisedAt: 'Choose when the vehicle is promised',
      mechanicId: 'Choose a mechanic',
    });
  });
});

describe('job order transition body', () => {
  it('needs a reason to cancel', () => {
    expect(messages(jobOrderTransitionSchema, { action: 'cancel' })).toEqual({
      reason: 'Give a reason to cancel',
    });
    expect(messages(jobOrderTransitionSchema, { action: 'cancel', reason: '  ' })).toEqual({
      reason: 'Give a reason to cancel',
    });
    expect(
      jobOrderTransitionSchema.parse({ action: 'cancel', reason: 'Customer sold the car' }),
    ).toEqual({ action: 'cancel', reason: 'Customer sold the car', mileageOut: null });
  });

  it('takes mileage out with complete and no reason for other moves', () => {
    expect(jobOrderTransitionSchema.parse({ action: 'complete', mileageOut: 48262 })).toEqual({
      action: 'complete',
      reason: null,
      mileageOut: 48262,
    });
  });

  it('refuses an action the machine does not have', () => {
    expect(messages(jobOrderTransitionSchema, { action: 'reopen' })).toEqual({
      action: 'Not a job order action',
    });
  });
});
