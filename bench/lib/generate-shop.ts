import { generateJobOrders } from './generate-job-orders.ts';

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
  /** Lines on every job order (generate-job-orders.ts); without them each total is one amount. */
  lines?: boolean;
  /** The job order number given 60 lines. */
  longJobNumber?: number;
  /**
   * An issued invoice for every completed job order (its total, most paid): a client's Total
   * Spend is what was invoiced (ADR 020), so the clients list has figures to sort by.
   */
  invoices?: boolean;
  /** Days of job order history (730 unless said); see generate-job-orders.ts. */
  spanDays?: number;
  /** Mechanics the job orders are assigned to in turn. */
  mechanicIds?: string[];
  /** Services the flat labor lines name in turn. */
  serviceIds?: string[];
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
     where schemaname = 'public' and tablename in ('clients', 'vehicles', 'appointments', 'job_orders', 'job_order_jobs', 'job_order_items', 'invoices')
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
  const daysOf = (j: string) => `((${size.jobOrders} - ${j}) * 730 / ${size.jobOrders})`;
  if (size.withAppointments) {
    await execute(`create temporary table bench_appointments as
      select n, gen_random_uuid() as id from generate_series(1, ${size.jobOrders}) as n`);
    await execute(
      // The number and blocked range come from a trigger, which a bulk load skips: set here.
      `insert into appointments (id, shop_id, client_id, vehicle_id, number, starts_at, ends_at,
         blocked_until, status, created_at, updated_at)
       select a.id, $1::uuid, c.id, v.id, a.n,
         now() - ${daysOf('a.n')} * interval '1 day' - interval '3 hours',
         now() - ${daysOf('a.n')} * interval '1 day' - interval '2 hours',
         now() - ${daysOf('a.n')} * interval '1 day' - interval '2 hours',
         'completed', now() - ${daysOf('a.n')} * interval '1 day' - interval '10 days', now()
       from bench_appointments a
       join bench_vehicles v on v.n = ${vehicleOf('a.n')}
       join bench_clients c on c.n = v.client_n`,
      [shopId],
    );
  }
  if (size.jobOrders > 0) {
    await generateJobOrders(execute, shopId, {
      jobOrders: size.jobOrders,
      vehicles: size.vehicles,
      lines: size.lines ?? false,
      longJobNumber: size.longJobNumber,
      withAppointments: size.withAppointments ?? false,
      spanDays: size.spanDays,
      mechanicIds: size.mechanicIds,
      serviceIds: size.serviceIds,
    });
  }
  if (size.invoices && size.jobOrders > 0) await generateInvoices(execute, shopId);
  // The triggers keeping the client aggregates and the vehicles' last service did not fire
  // either: recompute them in one grouped pass each, before the indexes come back (the
  // migrations' backfills do the same).
  await execute(`select clients_refresh_shop_aggregates($1::uuid)`, [shopId]);
  await execute(`select vehicles_refresh_shop_last_service($1::uuid)`, [shopId]);
  for (const index of secondary.rows) await execute(index.indexdef);
  await execute(`set session_replication_role = origin`).catch(() => {});
  await execute(`drop table bench_clients`);
  await execute(`drop table bench_vehicles`);
  if (size.withAppointments) await execute(`drop table bench_appointments`);
  // Vacuum too, as a live database has been by the time it holds this much: otherwise
  // autovacuum may work through the fresh rows while the figures are taken, on the same cores.
  await execute(`vacuum analyze`);
}

/**
 * One issued invoice per completed job order, numbered per year in order of completion
 * (INV-2026-00001…), dated the day the job was completed, for its total; four in five paid.
 */
async function generateInvoices(execute: Execute, shopId: string) {
  await execute(
    `insert into invoices (shop_id, number, status, job_order_id, client_id, vehicle_id,
       bill_to_name, subtotal, net, total, paid, issued_on, due_on, issued_at, created_at, updated_at)
     select j.shop_id,
       'INV-' || j.year || '-' || lpad(j.seq::text, greatest(5, length(j.seq::text)), '0'),
       case when j.seq % 5 = 0 then 'issued' else 'paid' end,
       j.id, j.client_id, j.vehicle_id, c.name, j.total_cost, j.total_cost, j.total_cost,
       case when j.seq % 5 = 0 then 0 else j.total_cost end,
       j.completed_at::date, j.completed_at::date + 30, j.completed_at, j.completed_at, j.completed_at
     from (
       select id, shop_id, client_id, vehicle_id, total_cost, completed_at,
         extract(year from completed_at)::int as year,
         row_number() over (partition by extract(year from completed_at) order by completed_at, id) as seq
       from job_orders where shop_id = $1::uuid and status = 'completed'
     ) j
     join clients c on c.id = j.client_id`,
    [shopId],
  );
  await execute(
    `insert into shop_sequences (shop_id, name, last_value)
     select $1::uuid, 'invoice:' || extract(year from issued_on)::int, count(*)
     from invoices where shop_id = $1::uuid group by extract(year from issued_on)
     on conflict (shop_id, name) do update set last_value = excluded.last_value`,
    [shopId],
  );
}
