import { randomUUID } from 'node:crypto';
import { defaultTaxCurrencySettings } from '@pitstop/domain/invoices';
import { computeJobOrderTotals } from '@pitstop/domain/job-orders';
import { describe, expect, it } from 'vitest';
import { lineColumnsOf } from '../modules/job-orders/public.ts';
import { answeredJobLines } from '../test/job-order-rows.ts';
import { buildInvoices } from './build-invoices.ts';
import { createRandom } from './random.ts';
import type { ShopRows } from './seed-types.ts';

describe('demo invoices', () => {
  it('bill what the customer is billed for (isBilledLine): approved work and the discount, not declined or unanswered work', () => {
    const shopId = randomUUID();
    const clientId = randomUUID();
    const jobOrderId = randomUUID();
    const completedAt = new Date('2026-11-02T15:00:00Z');
    const rows = {
      shop: { id: shopId, name: 'Seed Garage', timezone: 'UTC' },
      clients: [{ id: clientId, shopId, name: 'Ann Seeded' }],
      vehicles: [],
      inventoryItems: [],
      jobOrders: [{ id: jobOrderId, shopId, clientId, status: 'completed', completedAt }],
      jobOrderItems: answeredJobLines.map(({ approval, ...line }, position) => ({
        id: randomUUID(),
        shopId,
        jobOrderId,
        position,
        approval,
        ...lineColumnsOf(line),
      })),
    } as unknown as ShopRows;
    const built = buildInvoices({
      rows,
      settings: { ...defaultTaxCurrencySettings, pricesIncludeTax: false },
      random: createRandom(7),
      now: new Date('2026-11-20T12:00:00Z'),
    });
    const [invoice] = built.invoices;
    expect(built.invoices).toHaveLength(1);
    expect(invoice?.net).toBe(computeJobOrderTotals(answeredJobLines).approvedTotal);
    expect(invoice?.net).toBe('90.00');
    expect(built.invoiceLines.map((line) => line.description)).toEqual([
      'Brake service',
      'Loyalty discount',
    ]);
  });
});
