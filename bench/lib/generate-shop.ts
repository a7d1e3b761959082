/**
 * Fills one existing shop with a large, realistic-looking history in a few INSERT … SELECT
 * statements over generate_series (no rows travel from Node). Works on PostgreSQL and PGlite.
 */

/** Runs one SQL statement with parameters; PostgreSQL's pg.Client and PGlite both fit. */
export type Execute = (text: string, params?: unknown[]) => Promise<unknown>;

export type ShopSize = {
  clients: number;
  vehicles: number;
  jobOrders: number;
  /** One appointment per job order (the spec's clients → appointments → job orders). */
  withAppointments?: boolean;
};

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Wei',
  'Priya',
  'Ahmed',
  'Fatima',
  'Olga',
  'Hiroshi',
  'Amara',
  'Mateo',
  'Sofia',
  'Liam',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
];
const COMPANIES = [
  'Acme Logistics',
  'Blue Line Taxi',
  'Metro Plumbing',
  'Sunrise Bakery',
  'City Couriers',
];
const CARS = [
  ['Toyota', 'Corolla'],
  ['Toyota', 'Camry'],
  ['Honda', 'Civic'],
  ['Honda', 'Accord'],
  ['Ford', 'F-150'],
  ['Ford', 'Focus'],
  ['Chevrolet', 'Malibu'],
  ['Nissan', 'Altima'],
  ['Hyundai', 'Elantra'],
  ['Kia', 'Sportage'],
  ['Subaru', 'Outback'],
  ['Volkswagen', 'Jetta'],
  ['BMW', '3 Series'],
  ['Mercedes-Benz', 'C-Class'],
  ['Mazda', 'CX-5'],
  ['Tesla', 'Model 3'],
];
const COLORS = ['White', 'Black', 'Silver', 'Gray', 'Blue', 'Red', 'Green', 'Beige'];

const literal = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function generateShop(execute: Execute, shopId: string, size: ShopSize) {
  const first = literal(FIRST_NAMES);
  const last = literal(LAST_NAMES);
  const companies = literal(COMPANIES);
  const makes = literal(CARS.map(([make]) => make as string));
  const models = literal(CARS.map(([, model]) => model as string));
  const colors = literal(COLORS);
  // Bulk load: skip foreign-key, total and client aggregate triggers; the generator keeps every
  // reference inside the shop by construction (needs a superuser; otherwise rows are checked).
  await execute(`set session_replication_role = replica`).catch(() => {});

  // Index maintenance row by row is the slow part (trigram GIN above all): drop the secondary
  // indexes of the bulk-loaded tables and rebuild each in one pass afterwards.
  const secondary = (await execute(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('clients', 'vehicles', 'appointments', 'job_orders')
       and indexname not in (select conname from pg_constraint)`,
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const index of secondary.rows) await execute(`drop index "${index.indexname}"`);
  await execute(`set maintenance_work_mem = '256MB'`).catch(() => {});

  await execute(`create temporary table bench_clients as
    select n, gen_random_uuid() as id from generate_series(1, ${size.clients}) as n`);
  await execute(`create temporary table bench_vehicles as
    select n, gen_random_uuid() as id, 1 + (n - 1) % ${size.clients} as client_n
    from generate_series(1, ${size.vehicles}) as n`);

  await execute(
    `insert into clients (id, shop_id, name, email, phone, city, state, country, company,
       preferred_contact, tags, created_at, updated_at)
     select c.id, $1::uuid,
       f.name || ' ' || l.name,
       lower(f.name || '.' || l.name || c.n) || '@example.com',
       '+1 (555) ' || lpad(((c.n * 7) % 1000)::text, 3, '0') || '-' || lpad((c.n % 10000)::text, 4, '0'),
       'Springfield', 'IL', 'US',
       case when c.n % 7 = 0 then (${companies})[1 + c.n % ${COMPANIES.length}] end,
       (array['email','phone','sms','whatsapp'])[1 + c.n % 4],
       case c.n % 10 when 0 then array['VIP'] when 1 then array['Premium'] when 2 then array['Premium','Regular']
         when 3 then array['Regular'] when 4 then array['Regular'] else array[]::text[] end,
       now() - (c.n * interval '5 minutes'), now() - (c.n * interval '5 minutes')
     from bench_clients c
     cross join lateral (select (${first})[1 + (c.n * 7) % ${FIRST_NAMES.length}] as name) f
     cross join lateral (select (${last})[1 + (c.n * 13) % ${LAST_NAMES.length}] as name) l`,
    [shopId],
  );

  await execute(
    `insert into vehicles (id, shop_id, client_id, make, model, year, vin, registration_number,
       color, status, mileage, created_at, updated_at)
     select v.id, $1::uuid, c.id,
       (${makes})[1 + v.n % ${CARS.length}], (${models})[1 + v.n % ${CARS.length}],
       1995 + v.n % 31,
       case when v.n % 5 <> 0 then 'BENCH' || lpad(v.n::text, 12, '0') end,
       upper(chr(65 + v.n % 26) || chr(65 + (v.n / 26) % 26)) || ' ' || lpad((v.n % 100000)::text, 5, '0'),
       (${colors})[1 + v.n % ${COLORS.length}],
       case when v.n % 40 = 0 then 'sold' else 'active' end,
       (v.n * 37) % 250000,
       now() - (v.n * interval '3 minutes'), now() - (v.n * interval '3 minutes')
     from bench_vehicles v join bench_clients c on c.n = v.client_n`,
    [shopId],
  );

  // Job order j is for vehicle 1 + (j * 104729) % vehicles; its appointment (when wanted) too.
  const vehicleOf = (j: string) => `1 + (${j}::bigint * 104729) % ${size.vehicles}`;
  const statusOf = (j: string) =>
    `case when ${j} % 50 = 0 then 'open' when ${j} % 50 = 1 then 'in_progress' when ${j} % 100 = 2 then 'cancelled' else 'completed' end`;
  const daysOf = (j: string) => `((${j} * 7) % 730)`;
  if (size.withAppointments) {
    await execute(`create temporary table bench_appointments as
      select n, gen_random_uuid() as id from generate_series(1, ${size.jobOrders}) as n`);
    await execute(
      `insert into appointments (id, shop_id, client_id, vehicle_id, starts_at, ends_at, status, created_at, updated_at)
       select a.id, $1::uuid, c.id, v.id,
         now() - ${daysOf('a.n')} * interval '1 day' - interval '3 hours',
         now() - ${daysOf('a.n')} * interval '1 day' - interval '2 hours',
         'completed', now() - ${daysOf('a.n')} * interval '1 day' - interval '10 days', now()
       from bench_appointments a
       join bench_vehicles v on v.n = ${vehicleOf('a.n')}
       join bench_clients c on c.n = v.client_n`,
      [shopId],
    );
  }

  // Mostly completed, spread over two years; totals set directly (no lines through the trigger).
  await execute(
    `insert into job_orders (id, shop_id, appointment_id, client_id, vehicle_id, status, description,
       mileage, opened_at, completed_at, total_cost, created_at, updated_at)
     select gen_random_uuid(), $1::uuid, ${size.withAppointments ? 'a.id' : 'null::uuid'}, c.id, v.id,
       ${statusOf('j.n')}, 'Scheduled maintenance', (j.n * 13) % 250000,
       now() - ${daysOf('j.n')} * interval '1 day' - interval '3 hours',
       case when ${statusOf('j.n')} = 'completed' then now() - ${daysOf('j.n')} * interval '1 day' end,
       case when ${statusOf('j.n')} = 'cancelled' then 0 else ((j.n * 37) % 900 + 49.99)::numeric(12, 2) end,
       now() - ${daysOf('j.n')} * interval '1 day' - interval '3 hours', now()
     from generate_series(1, ${size.jobOrders}) as j(n)
     join bench_vehicles v on v.n = ${vehicleOf('j.n')}
     join bench_clients c on c.n = v.client_n
     ${size.withAppointments ? 'join bench_appointments a on a.n = j.n' : ''}`,
    [shopId],
  );
  // The client aggregates' triggers did not fire either: recompute them in one grouped pass,
  // before the client indexes come back (the migration's backfill does the same).
  await execute(`select clients_refresh_shop_aggregates($1::uuid)`, [shopId]);
  for (const index of secondary.rows) await execute(index.indexdef);
  // A few real lines, through the trigger, so the item table is not empty.
  await execute(`set session_replication_role = origin`).catch(() => {});
  await execute(
    `insert into job_order_items (shop_id, job_order_id, kind, description, quantity, unit_price)
     select shop_id, id, 'labor', 'Diagnostics', 1, total_cost
     from job_orders where shop_id = $1::uuid and status = 'completed' limit 200`,
    [shopId],
  );
  await execute(`drop table bench_clients`);
  await execute(`drop table bench_vehicles`);
  if (size.withAppointments) await execute(`drop table bench_appointments`);
  await execute(`analyze`);
}
