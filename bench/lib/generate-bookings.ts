import type { Execute } from './generate-shop.ts';

export type BookingShopSize = {
  mechanics: number;
  /** Days of history before today; each open day books every mechanic's slots. */
  pastDays: number;
  /** Days ahead with bookings; a third of the future slots stay free for slot searches. */
  futureDays: number;
  /** One-hour jobs per mechanic per day, from 08:00. */
  jobsPerDay: number;
  /** How many vehicles the shop has (generateShop's); bookings spread over all of them. */
  vehicles: number;
};

/**
 * Gives an existing shop (with clients and vehicles, e.g. from generateShop) a workshop's
 * calendar:
 * mechanics, opening hours Monday–Saturday 08:00–18:00 in the shop's time zone, time off, four
 * services, and appointments laid out so no mechanic is double-booked (the exclusion
 * constraint checks every row). Returns the mechanics' ids and the services' ids.
 */
export async function generateBookings(
  execute: Execute,
  shopId: string,
  size: BookingShopSize,
): Promise<{ mechanicIds: string[]; serviceIds: string[]; appointments: number }> {
  const mechanics = (await execute(
    `with made as (
       insert into users (id, name, email, email_verified)
       select gen_random_uuid(), 'Bench Mechanic ' || n, 'bench-mechanic-' || n || '-' || $1::text || '@example.com', true
       from generate_series(1, ${size.mechanics}) as n
       returning id, name)
     insert into profiles (id, role, user_type, shop_id, full_name)
     select id, 'mechanic', 'staff', $1::uuid, name from made returning id`,
    [shopId],
  )) as { rows: { id: string }[] };
  const mechanicIds = mechanics.rows.map((row) => row.id);

  await execute(
    `insert into weekly_schedules (shop_id, mechanic_id, hours)
     values ($1::uuid, null, $2::jsonb)`,
    [
      shopId,
      JSON.stringify(
        [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
      ),
    ],
  );
  const services = (await execute(
    `insert into services (shop_id, name, category, duration_minutes, price)
     values ($1::uuid, 'Oil Change', 'Maintenance', 45, 69.99),
            ($1::uuid, 'Brake Inspection', 'Brakes', 60, 89.00),
            ($1::uuid, 'Tire Rotation', 'Tires', 30, 39.00),
            ($1::uuid, 'Diagnostics', 'Engine', 60, 120.00)
     returning id`,
    [shopId],
  )) as { rows: { id: string }[] };
  const serviceIds = services.rows.map((row) => row.id);

  // Every seventh mechanic is off for a week starting in ten days.
  await execute(
    `insert into time_off (shop_id, mechanic_id, starts_at, ends_at, all_day, reason)
     select $1::uuid, m.id,
       ((current_date + 10)::timestamp at time zone s.timezone),
       ((current_date + 17)::timestamp at time zone s.timezone), true, 'Vacation'
     from (select id, row_number() over (order by id) as n from profiles
           where shop_id = $1::uuid and role = 'mechanic') m
     join shops s on s.id = $1::uuid
     where m.n % 7 = 0`,
    [shopId],
  );

  await execute(`create temporary table bench_booking_vehicles as
    select row_number() over (order by id) as n, id, client_id from vehicles where shop_id = '${shopId}'`);
  await execute(`create temporary table bench_slots as
    select row_number() over () as n, m.id as mechanic_id, m.n as mechanic_n, d.day, k.slot
    from (select id, row_number() over (order by id) as n from profiles
          where shop_id = '${shopId}' and role = 'mechanic') m
    cross join generate_series(-${size.pastDays}, ${size.futureDays}) as d(day)
    cross join generate_series(0, ${size.jobsPerDay - 1}) as k(slot)
    where extract(isodow from current_date + d.day) < 7
      and (d.day < 0 or (m.n * 31 + d.day * 7 + k.slot * 3) % 3 <> 0)`);
  const inserted = (await execute(
    `insert into appointments (id, shop_id, number, client_id, vehicle_id, service_id, mechanic_id,
       starts_at, ends_at, blocked_until, status, source, created_at, updated_at)
     select gen_random_uuid(), $1::uuid, b.n, c.id, v.id, ($2::uuid[])[1 + b.n % 4], b.mechanic_id,
       t.starts_at, t.starts_at + interval '1 hour', t.starts_at + interval '1 hour',
       case when b.day < 0 then (case when b.n % 20 = 0 then 'cancelled' when b.n % 33 = 0 then 'no_show' else 'completed' end)
            when b.n % 4 = 0 then 'pending' else 'confirmed' end,
       case when b.n % 3 = 0 then 'online' else 'staff' end,
       t.starts_at - interval '5 days', t.starts_at - interval '5 days'
     from bench_slots b
     join shops s on s.id = $1::uuid
     cross join lateral (select ((current_date + b.day)::timestamp + interval '8 hours' + b.slot * interval '1 hour')
                                at time zone s.timezone as starts_at) t
     join bench_booking_vehicles v on v.n = 1 + (b.n * 7919) % ${size.vehicles}
     join clients c on c.shop_id = $1::uuid and c.id = v.client_id`,
    [shopId, serviceIds],
  )) as { rowCount?: number; affectedRows?: number };
  await execute(
    `insert into appointment_services (shop_id, appointment_id, service_id, position, name, duration_minutes, price)
     select a.shop_id, a.id, s.id, 0, s.name, s.duration_minutes, s.price
     from appointments a join services s on s.shop_id = a.shop_id and s.id = a.service_id
     where a.shop_id = $1::uuid`,
    [shopId],
  );
  await execute(
    `insert into shop_sequences (shop_id, name, last_value)
     select $1::uuid, 'appointment', coalesce(max(number), 0) from appointments where shop_id = $1::uuid
     on conflict (shop_id, name) do update set last_value = excluded.last_value`,
    [shopId],
  );
  await execute(`drop table bench_slots`);
  await execute(`drop table bench_booking_vehicles`);
  // What autovacuum does soon after this many inserts (autovacuum_vacuum_insert_threshold):
  // statistics, and the visibility map that lets the slot search read its index alone.
  await execute('vacuum analyze');
  return {
    mechanicIds,
    serviceIds,
    appointments: inserted.rowCount ?? inserted.affectedRows ?? 0,
  };
}
