import {
  type JobOrderLine,
  type JobOrderLineInput,
  type JobOrderStatus,
  jobOrderLineInputSchema,
} from '@pitstop/domain/job-orders';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { jobOrderItems, jobOrderJobs, jobOrders } from '../db/schema/workshop.ts';
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
    /**
     * A job order on an estimate with unanswered lines, job by job: lines naming the same `job`
     * share it; a line naming none is a job of its own, named after it. Returns each line's id
     * and its job's id, in the order given.
     */
    async estimateJobOrder(values: {
      shopId: string;
      clientId: string;
      vehicleId: string;
      concern?: string;
      lines: (JobOrderLineInput & { job?: string })[];
    }): Promise<{ id: string; lineIds: string[]; jobIds: string[] }> {
      const { shopId } = values;
      const [row] = await db
        .insert(jobOrders)
        .values({
          shopId,
          clientId: values.clientId,
          vehicleId: values.vehicleId,
          description: values.concern ?? 'Squeaking when braking',
          mileage: 61000,
        })
        .returning({ id: jobOrders.id });
      if (!row) throw new Error('job order not inserted');
      const jobOrderId = row.id;
      // The first job came with the job order (its trigger); the others are added after it.
      const [first] = await db
        .select({ id: jobOrderJobs.id })
        .from(jobOrderJobs)
        .where(and(eq(jobOrderJobs.shopId, shopId), eq(jobOrderJobs.jobOrderId, jobOrderId)));
      const jobIdOf = new Map<string, string>();
      for (const line of values.lines) {
        const name = line.job ?? line.description;
        if (jobIdOf.has(name)) continue;
        if (jobIdOf.size === 0 && first) {
          await db.update(jobOrderJobs).set({ name }).where(eq(jobOrderJobs.id, first.id));
          jobIdOf.set(name, first.id);
          continue;
        }
        const [job] = await db
          .insert(jobOrderJobs)
          .values({ shopId, jobOrderId, name, position: jobIdOf.size })
          .returning({ id: jobOrderJobs.id });
        jobIdOf.set(name, job?.id as string);
      }
      const jobIds = values.lines.map(
        (line) => jobIdOf.get(line.job ?? line.description) as string,
      );
      const lineIds: string[] = [];
      for (const [position, { job: _, ...line }] of values.lines.entries()) {
        const [inserted] = await db
          .insert(jobOrderItems)
          .values({
            shopId,
            jobOrderId,
            jobId: jobIds[position] as string,
            position,
            ...lineColumnsOf(jobOrderLineInputSchema.parse(line)),
          })
          .returning({ id: jobOrderItems.id });
        lineIds.push(inserted?.id as string);
      }
      await refreshJobOrderTotals({
        tx: db,
        shopId,
        jobOrderId,
        linesChanged: true,
        actor: 'system',
      });
      return { id: jobOrderId, lineIds, jobIds };
    },
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
