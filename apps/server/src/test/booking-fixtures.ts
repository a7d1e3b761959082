import type { WeeklyHours } from '@pitstop/domain/availability';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { users } from '../db/schema/auth.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { weeklySchedules } from '../db/schema/scheduling.ts';
import { profiles, shops } from '../db/schema/shops.ts';
import { services } from '../db/schema/workshop.ts';
import { signUpStaff } from './api-helpers.ts';
import { createShopAdmin } from './auth-helpers.ts';

/** Monday to Friday 08:00–12:00 and 13:00–17:00; Saturday and Sunday closed. */
export const WEEKDAY_HOURS: WeeklyHours = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '08:00', end: '12:00' },
  { weekday, start: '13:00', end: '17:00' },
]);

/**
 * A bookable workshop seeded directly: an admin, two mechanics (Alex, Bea), opening hours,
 * two services, a client with a vehicle; in America/Chicago. `tag` keeps e-mails unique.
 */
export async function createBookableShop(app: App, tag: string) {
  const db = app.database.db;
  const admin = await createShopAdmin(app, {
    email: `admin-${tag}@example.com`,
    shopName: `Garage ${tag}`,
  });
  const { shopId } = admin;
  const [adminProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(users.email, `admin-${tag}@example.com`));
  const mechanics: Record<'alex' | 'bea', { id: string; cookie: string }> = {
    alex: await signUpStaff(app, { email: `alex-${tag}@example.com`, shopId, role: 'mechanic' }),
    bea: await signUpStaff(app, { email: `bea-${tag}@example.com`, shopId, role: 'mechanic' }),
  };
  await db
    .update(profiles)
    .set({ fullName: 'Alex Stone' })
    .where(eq(profiles.id, mechanics.alex.id));
  await db.update(profiles).set({ fullName: 'Bea Ford' }).where(eq(profiles.id, mechanics.bea.id));
  await db.insert(weeklySchedules).values({ shopId, mechanicId: null, hours: WEEKDAY_HOURS });
  const [oil, brakes] = await db
    .insert(services)
    .values([
      { shopId, name: 'Oil Change', category: 'Maintenance', durationMinutes: 30, price: '49.00' },
      { shopId, name: 'Brake Check', category: 'Brakes', durationMinutes: 45, price: '80.00' },
    ])
    .returning({ id: services.id });
  const [client] = await db
    .insert(clients)
    .values({ shopId, name: 'Dana Driver', phone: '555-0100' })
    .returning({ id: clients.id });
  if (!oil || !brakes || !client || !adminProfile) throw new Error('shop seed failed');
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId, clientId: client.id, make: 'Toyota', model: 'Corolla' })
    .returning({ id: vehicles.id });
  if (!vehicle) throw new Error('vehicle seed failed');
  const actor = {
    id: adminProfile.id,
    fullName: 'Shop Admin',
    firstName: null,
    lastName: null,
    email: `admin-${tag}@example.com`,
  };
  return {
    shopId,
    admin: { ...admin, id: adminProfile.id },
    actor,
    mechanics,
    services: { oil: oil.id, brakes: brakes.id },
    clientId: client.id,
    vehicleId: vehicle.id,
    /** Turns online booking on (and auto-confirm when asked). */
    async allowOnline(autoConfirm = false) {
      await db
        .update(shops)
        .set({ onlineBookingEnabled: true, onlineBookingAutoConfirm: autoConfirm })
        .where(eq(shops.id, shopId));
    },
  };
}
export type BookableShop = Awaited<ReturnType<typeof createBookableShop>>;
