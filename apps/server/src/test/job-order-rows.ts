import {
  type JobOrderLine,
  type JobOrderStatus,
  jobOrderLineInputSchema,
} from '@pitstop/domain/job-orders';
import type { Database } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { jobOrderItems, jobOrders } from '../db/schema/workshop.ts';
import { lineColumnsOf, refreshJobOrderTotals } from '../modules/job-orders/public.ts';

/**
 * A job as the customer left it: approved labor 100.00, declined labor 80.00, unanswered labor
 * 40.00, a declined part 50.00, an unanswered fee 30.00 and 10 % off. Billed (isBilledLine):
 * 100.00 less 10 % = 90.00, labor 100.00; counting every line not declined it would be 153.00,
 * labor 140.00.
 */
export const answeredJobLines: JobOrderLine[] = [
  {
    kind: 'labor',
    description: 'Brake service',
    pricing: 'flat',
    quantity: '1',
    unitPrice: '100.00',
    approval: 'approved',
  },
  {
    kind: 'labor',
    description: 'Alignment',
    pricing: 'flat',
    quantity: '1',
    unitPrice: '80.00',
    approval: 'declined',
  },
  {
    kind: 'labor',
    description: 'Rotate tyres',
    pricing: 'flat',
    quantity: '1',
    unitPrice: '40.00',
    approval: 'pending',
  },
  {
    kind: 'part',
    description: 'Wiper blades',
    quantity: '2',
    unitPrice: '25.00',
    approval: 'declined',
  },
  { kind: 'fee', description: 'Rush fee', amount: '30.00', approval: 'pending' },
  { kind: 'discount', description: 'Loyalty discount', percent: '10.00', approval: 'pending' },
].map(({ approval, ...input }) => ({
  ...jobOrderLineInputSchema.parse(input),
  approval: approval as JobOrderLine['approval'],
}));

/**
 * Job order rows for the clock, mechanic dashboard and rating tests, written directly (the job order
 * API has its own tests). The number comes from the shop's sequence (the trigger).
 */
export function jobOrderRows(database: Database) {
  const db = database.db;
  return {
    async client(shopId: string, values: { name: string; email?: string; userId?: string }) {
      const [row] = await db
        .insert(clients)
        .values({ shopId, phone: '+1 555 010 0000', ...values })
        .returning({ id: clients.id });
      return row?.id as string;
    },
    async vehicle(
      shopId: string,
      clientId: string,
      values: { make: string; model: string; year?: number; registrationNumber?: string },
    ) {
      const [row] = await db
        .insert(vehicles)
        .values({ shopId, clientId, ...values })
        .returning({ id: vehicles.id });
      return row?.id as string;
    },
    async jobOrder(values: {
      shopId: string;
      clientId: string;
      vehicleId?: string | null;
      mechanicId?: string | null;
      status?: JobOrderStatus;
      assignedAt?: string | null;
      promisedAt?: string | null;
      completedAt?: string | null;
      /** One approved labor line of this amount. */
      laborTotal?: string;
      /** The job's lines with their answers (instead of `laborTotal`). */
      lines?: JobOrderLine[];
    }) {
      const status = values.status ?? 'approved';
      const [row] = await db
        .insert(jobOrders)
        .values({
          shopId: values.shopId,
          clientId: values.clientId,
          vehicleId: values.vehicleId ?? null,
          mechanicId: values.mechanicId ?? null,
          status,
          assignedAt: values.assignedAt
            ? new Date(values.assignedAt)
            : values.mechanicId
              ? new Date()
              : null,
          promisedAt: values.promisedAt ? new Date(values.promisedAt) : null,
          completedAt: status === 'completed' ? new Date(values.completedAt ?? Date.now()) : null,
        })
        .returning({ id: jobOrders.id, number: jobOrders.number });
      if (!row) throw new Error('job order not inserted');
      const lines =
        values.lines ??
        (values.laborTotal
          ? [
              {
                kind: 'labor',
                serviceId: null,
                description: 'Labor',
                pricing: 'flat',
                quantity: '1.00',
                unitPrice: values.laborTotal,
                approval: 'approved',
              } satisfies JobOrderLine,
            ]
          : []);
      if (lines.length > 0) {
        await db.insert(jobOrderItems).values(
          lines.map(({ approval, ...line }, position) => ({
            shopId: values.shopId,
            jobOrderId: row.id,
            position,
            approval,
            ...lineColumnsOf(line),
          })),
        );
        await refreshJobOrderTotals({
          tx: db,
          shopId: values.shopId,
          jobOrderId: row.id,
          linesChanged: false,
          actor: 'system',
        });
      }
      return row;
    },
  };
}
