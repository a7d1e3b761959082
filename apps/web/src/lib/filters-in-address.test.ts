import { invoiceListQuerySchema } from '@pitstop/domain/invoice-views';
import { jobOrderListQuerySchema } from '@pitstop/domain/job-order-views';
import { describe, expect, it } from 'vitest';
import { differsOnlyInTyping, paramOf } from './filters-in-address.ts';

const invoices = invoiceListQuerySchema.shape;
const jobOrders = jobOrderListQuerySchema.shape;

describe('paramOf: a query parameter read through the list-query schema', () => {
  it('keeps what the API accepts', () => {
    const params = new URLSearchParams(
      'status=paid&from=2026-12-01&mechanic=unassigned&clientId=0b6f7a4e-2d0c-4c1e-9f7e-1a2b3c4d5e6f',
    );
    expect(paramOf(params, 'status', invoices.status)).toBe('paid');
    expect(paramOf(params, 'from', invoices.from)).toBe('2026-12-01');
    expect(paramOf(params, 'mechanic', jobOrders.mechanicId)).toBe('unassigned');
    expect(paramOf(params, 'clientId', invoices.clientId)).toBe(
      '0b6f7a4e-2d0c-4c1e-9f7e-1a2b3c4d5e6f',
    );
  });

  it('gives null for a missing, empty or invalid value, so the list falls back to its default', () => {
    const params = new URLSearchParams('status=lost&from=12/01/2026&to=&clientId=42');
    expect(paramOf(params, 'status', invoices.status)).toBeNull();
    expect(paramOf(params, 'from', invoices.from)).toBeNull();
    expect(paramOf(params, 'to', invoices.to)).toBeNull();
    expect(paramOf(params, 'clientId', invoices.clientId)).toBeNull();
    expect(paramOf(params, 'search', invoices.search)).toBeNull();
  });
});

describe('differsOnlyInTyping: typing replaces the history entry, a chosen filter adds one', () => {
  it.each([
    ['search=ab', 'search=abc', true],
    ['status=paid', 'status=paid&search=a', true],
    ['status=paid&from=2026-12-01', 'from=2026-12-01&status=paid', true],
    ['', 'status=paid', false],
    ['status=paid&search=a', 'status=void&search=a', false],
  ])('%s → %s: %s', (current, next, typing) => {
    expect(differsOnlyInTyping(new URLSearchParams(current), new URLSearchParams(next))).toBe(
      typing,
    );
  });
});
