import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import type { Database } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { jobOrders } from '../db/schema/workshop.ts';

/**
 * Job order rows for the clock, technician and rating tests, written directly (the job order
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
      laborTotal?: string;
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
          laborTotal: values.laborTotal ?? '0',
          totalCost: values.laborTotal ?? '0',
        })
        .returning({ id: jobOrders.id, number: jobOrders.number });
      if (!row) throw new Error('job order not inserted');
      return row;
    },
  };
}
