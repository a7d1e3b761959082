import type { AppointmentSource, AppointmentStatus } from '@pitstop/domain/bookings';
import type { Database } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { appointmentServices } from '../db/schema/scheduling.ts';
import { appointments, services } from '../db/schema/workshop.ts';

/** Rows for the appointment API tests, written directly (the booking core has its own tests). */
export function appointmentSeeder(database: Database) {
  const db = database.db;
  return {
    async client(shopId: string, values: { name: string; phone?: string; email?: string }) {
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
    async service(shopId: string, name: string, durationMinutes = 60) {
      const [row] = await db
        .insert(services)
        .values({ shopId, name, category: 'Maintenance', durationMinutes, price: '49.90' })
        .returning({ id: services.id });
      return row?.id as string;
    },
    /** An appointment with its services copied in order; number and blocked_until by the trigger. */
    async appointment(values: {
      shopId: string;
      clientId: string;
      vehicleId?: string | null;
      mechanicId?: string | null;
      startsAt: string;
      endsAt: string;
      status?: AppointmentStatus;
      source?: AppointmentSource;
      services?: { id: string; name: string }[];
      notes?: string;
    }) {
      const lines = values.services ?? [];
      const [row] = await db
        .insert(appointments)
        .values({
          shopId: values.shopId,
          clientId: values.clientId,
          vehicleId: values.vehicleId ?? null,
          mechanicId: values.mechanicId ?? null,
          serviceId: lines[0]?.id ?? null,
          startsAt: new Date(values.startsAt),
          endsAt: new Date(values.endsAt),
          status: values.status ?? 'pending',
          source: values.source ?? 'staff',
          notes: values.notes ?? null,
        })
        .returning({ id: appointments.id, number: appointments.number });
      if (!row) throw new Error('appointment not inserted');
      if (lines.length > 0) {
        await db.insert(appointmentServices).values(
          lines.map((line, position) => ({
            shopId: values.shopId,
            appointmentId: row.id,
            serviceId: line.id,
            position,
            name: line.name,
            durationMinutes: 60,
            price: '49.90',
          })),
        );
      }
      return row;
    },
  };
}
