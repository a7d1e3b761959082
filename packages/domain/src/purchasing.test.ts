import { describe, expect, it } from 'vitest';
import {
  formatPurchaseOrderNumber,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
  parsePurchaseOrderNumber,
  purchaseOrderInputSchema,
  purchaseOrderMachine,
  purchaseOrderReceiptSchema,
  purchaseOrderStatuses,
} from './inventory.ts';

const ID = '0b6f4f8e-7c4b-4c1e-9d2a-3f1e2d4c5b6a';
const OTHER = '1c7a5e9f-8d5c-4d2f-8e3b-4a2f3e5d6c7b';

describe('purchaseOrderMachine', () => {
  const allowed: Record<PurchaseOrderAction, PurchaseOrderStatus[]> = {
    order: ['draft'],
    receive: ['ordered', 'partially_received'],
    close: ['partially_received'],
    cancel: ['draft', 'ordered'],
  };

  for (const [action, from] of Object.entries(allowed) as [
    PurchaseOrderAction,
    PurchaseOrderStatus[],
  ][]) {
    for (const status of purchaseOrderStatuses) {
      const permitted = from.includes(status);
      it(`${permitted ? 'allows' : 'refuses'} ${action} from ${status}`, () => {
        const refusal = purchaseOrderMachine.refusal(status, action);
        if (permitted) expect(refusal).toBeNull();
        else expect(refusal).toMatch(/ is not possible: the purchase order is /);
      });
    }
  }

  it('names the action and the status in a refusal', () => {
    expect(purchaseOrderMachine.refusal('received', 'cancel')).toBe(
      'Cancel is not possible: the purchase order is received.',
    );
    expect(purchaseOrderMachine.refusal('draft', 'close')).toBe(
      'Close without the rest is not possible: the purchase order is draft.',
    );
  });

  it('moves to the right status and asks a reason to close or cancel', () => {
    const { transitions } = purchaseOrderMachine;
    expect(transitions.order.to).toBe('ordered');
    expect(transitions.receive.to).toBe('partially_received');
    expect(transitions.close).toMatchObject({ to: 'received', needsReason: true });
    expect(transitions.cancel).toMatchObject({ to: 'cancelled', needsReason: true });
    expect(transitions.order.needsReason).toBeFalsy();
  });

  it('lets admins and managers act, never front desk, mechanics or car owners', () => {
    expect(purchaseOrderMachine.actionsFor('draft', 'admin')).toEqual(['order', 'cancel']);
    expect(purchaseOrderMachine.actionsFor('ordered', 'manager')).toEqual(['receive', 'cancel']);
    expect(purchaseOrderMachine.actionsFor('partially_received', 'admin')).toEqual([
      'receive',
      'close',
    ]);
    for (const role of ['front_desk', 'mechanic', 'client'] as const) {
      for (const status of purchaseOrderStatuses) {
        expect(purchaseOrderMachine.actionsFor(status, role)).toEqual([]);
      }
    }
    expect(purchaseOrderMachine.actionsFor('received', 'admin')).toEqual([]);
    expect(purchaseOrderMachine.actionsFor('cancelled', 'admin')).toEqual([]);
  });
});

describe('purchase order numbers', () => {
  it('formats with four digits at least', () => {
    expect(formatPurchaseOrderNumber(7)).toBe('PO-0007');
    expect(formatPurchaseOrderNumber(1234)).toBe('PO-1234');
    expect(formatPurchaseOrderNumber(12345)).toBe('PO-12345');
  });

  it('reads what people type', () => {
    expect(parsePurchaseOrderNumber('PO-0007')).toBe(7);
    expect(parsePurchaseOrderNumber('po7')).toBe(7);
    expect(parsePurchaseOrderNumber(' 7 ')).toBe(7);
    expect(parsePurchaseOrderNumber('PO-12345')).toBe(12345);
    expect(parsePurchaseOrderNumber('JO-0007')).toBeNull();
    expect(parsePurchaseOrderNumber('Acme')).toBeNull();
    expect(parsePurchaseOrderNumber('')).toBeNull();
    expect(parsePurchaseOrderNumber('PO-')).toBeNull();
  });
});

describe('purchaseOrderInputSchema', () => {
  const valid = {
    supplierId: ID,
    lines: [{ itemId: ID, quantity: '2', unitCost: '12.50' }],
  };

  function messages(input: unknown): Record<string, string> {
    const result = purchaseOrderInputSchema.safeParse(input);
    if (result.success) return {};
    return Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
  }

  it('takes a draft with defaults for the optional fields', () => {
    expect(purchaseOrderInputSchema.parse({ ...valid, notes: '' })).toEqual({
      supplierId: ID,
      lines: [{ itemId: ID, quantity: '2.00', unitCost: '12.50' }],
      expectedOn: null,
      notes: null,
    });
  });

  it('names what is wrong, field by field', () => {
    expect(messages({ ...valid, supplierId: 'x' })).toEqual({ supplierId: 'Choose a supplier' });
    expect(messages({ ...valid, lines: [] })).toEqual({ lines: 'Add at least one item' });
    expect(messages({ ...valid, expectedOn: '05/01/2027' })).toEqual({
      expectedOn: 'Use a date like 2026-12-01',
    });
    expect(
      messages({
        ...valid,
        lines: [
          { itemId: ID, quantity: '2', unitCost: '1.00' },
          { itemId: ID, quantity: '1', unitCost: '1.00' },
        ],
      }),
    ).toEqual({ 'lines.1.itemId': 'This item is already on the order' });
    const bad = messages({
      ...valid,
      lines: [{ itemId: 'nope', quantity: '0', unitCost: '-1' }],
    });
    expect(Object.keys(bad).sort()).toEqual([
      'lines.0.itemId',
      'lines.0.quantity',
      'lines.0.unitCost',
    ]);
    expect(bad['lines.0.itemId']).toBe('Choose an item');
  });

  it('refuses quantities that are not positive numbers with two decimals at most', () => {
    for (const quantity of ['0', '-1', 'abc', '1.234', '']) {
      const result = purchaseOrderInputSchema.safeParse({
        ...valid,
        lines: [{ itemId: ID, quantity, unitCost: '1.00' }],
      });
      expect(result.success, quantity).toBe(false);
    }
  });
});

describe('purchaseOrderReceiptSchema', () => {
  it('needs at least one line and a positive quantity per line', () => {
    expect(purchaseOrderReceiptSchema.safeParse({ lines: [] }).error?.issues[0]?.message).toBe(
      'Enter a quantity received for at least one line',
    );
    expect(purchaseOrderReceiptSchema.parse({ lines: [{ lineId: OTHER, quantity: '3' }] })).toEqual(
      { lines: [{ lineId: OTHER, quantity: '3.00', unitCost: null }], note: null },
    );
    expect(
      purchaseOrderReceiptSchema.safeParse({ lines: [{ lineId: OTHER, quantity: '0' }] }).success,
    ).toBe(false);
  });
});
