import type { Execute } from './generate-shop.ts';

export type JobOrderSize = {
  jobOrders: number;
  /** Rows in bench_vehicles. */
  vehicles: number;
  /** Lines (about 4 per job order, of every kind); without them the totals are one labor amount. */
  lines: boolean;
  /** Job order number that gets 60 lines (the detail page's worst case), when lines are made. */
  longJobNumber?: number;
  withAppointments: boolean;
  /** Days of history the job orders are spread over (730 unless said). */
  spanDays?: number;
  /** Mechanics the job orders are assigned to in turn (assigned 20–80 minutes after opening). */
  mechanicIds?: string[];
  /** Catalogue services the first (flat) labor line of each job order takes in turn. */
  serviceIds?: string[];
};

const OPEN_STATUSES = [
  'estimate',
  'awaiting_approval',
  'approved',
  'in_progress',
  'waiting_for_parts',
  'ready_for_pickup',
];
const LINE_TEXT = {
  labor: ['Scheduled maintenance', 'Brake service', 'Diagnostics', 'Replace water pump'],
  part: ['Oil filter', 'Brake pads, front', 'Serpentine belt', 'Spark plug', 'Cabin air filter'],
};
const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Job orders over two years (or `spanDays`) for the vehicles in `bench_vehicles` / `bench_clients` (made by
 * generateShop), numbered 1…n in the order they were opened: one in 50 open (spread over the
 * six open statuses), one in 33 cancelled (its lines declined), the rest completed. Lines take
 * every kind (flat and hourly labor, parts with numbers and cost, a supplies fee, a 10 %
 * discount on one job in ten), and the totals columns follow computeJobOrderTotals: lines
 * rounded to cents, the discount a percentage of labor + parts + fees, declined lines left out
 * of the work and pending ones out of the approved total. Runs with triggers off, so it fills
 * the numbers and the shop's job order counter itself.
 */
export async function generateJobOrders(execute: Execute, shopId: string, size: JobOrderSize) {
  const n = size.jobOrders;
  const span = size.spanDays ?? 730;
  const uuids = (ids: string[]) => `array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`;
  const serviceOf = size.serviceIds?.length
    ? `case when kind = 'labor' and p = 1 then (${uuids(size.serviceIds)})[1 + (j.n * 7) % ${size.serviceIds.length}] end`
    : 'null';
  const mechanicOf = size.mechanicIds?.length
    ? `(${uuids(size.mechanicIds)})[1 + j.n % ${size.mechanicIds.length}]`
    : 'null::uuid';
  const assignedOf = size.mechanicIds?.length
    ? `j.opened_at + interval '20 minutes' + (j.n % 7) * interval '10 minutes'`
    : 'null::timestamptz';
  await execute(`create temporary table bench_jobs as
    select j.n, gen_random_uuid() as id, gen_random_uuid() as job_id,
      case when j.n % 50 = 0 then (${list(OPEN_STATUSES)})[1 + (j.n / 50) % 6]
           when j.n % 33 = 1 then 'cancelled' else 'completed' end as status,
      now() - (${n} - j.n) * (interval '${span} days' / ${n}) - interval '3 hours' as opened_at,
      case when j.n = ${size.lines ? (size.longJobNumber ?? 0) : 0} then 60 else 2 + j.n % 5 end as lines
    from generate_series(1, ${n}) as j(n)`);

  if (size.lines) {
    await execute(
      `insert into job_order_items (shop_id, job_order_id, job_id, position, kind, service_id, description,
         pricing, part_number, quantity, unit_cost, unit_price, percent, approval, done, created_at, updated_at)
       select $1::uuid, j.id, j.job_id, p, kind,
         ${serviceOf}, case kind when 'labor' then (${list(LINE_TEXT.labor)})[1 + (j.n + p) % 4]
                         when 'part' then (${list(LINE_TEXT.part)})[1 + (j.n + p) % 5]
                         when 'fee' then 'Shop supplies' else 'Loyalty discount' end,
         case kind when 'labor' then case when p = 1 then 'flat' else 'hourly' end end,
         case kind when 'part' then 'PN-' || lpad(((j.n * 7 + p) % 99999)::text, 5, '0') end,
         case kind when 'labor' then case when p = 1 then 1 else 0.5 + ((j.n + p) % 4) * 0.5 end
                   when 'part' then 1 + (j.n + p) % 4 else 1 end,
         case kind when 'part' then round(price / 1.4, 2) end,
         case kind when 'discount' then null else price end,
         case kind when 'discount' then 10 end,
         case when j.status in ('estimate', 'awaiting_approval') then 'pending'
              when j.status = 'cancelled' and kind <> 'discount' then 'declined' else 'approved' end,
         j.status in ('completed', 'ready_for_pickup') and kind in ('labor', 'part'),
         j.opened_at, j.opened_at
       from bench_jobs j
       cross join lateral generate_series(1, j.lines) as p
       cross join lateral (select
         case when p = 1 then 'labor'
              when p = j.lines and j.n % 10 = 0 then 'discount'
              when p % 5 = 0 then 'fee' when p % 3 = 0 then 'labor' else 'part' end as kind) k
       cross join lateral (select
         case when p = 1 then 49.99 + (j.n * 37) % 400
              when k.kind = 'labor' then 140.00
              when k.kind = 'fee' then 14.95
              else 9.99 + (j.n * 13 + p * 7) % 250 end as price) pr`,
      [shopId],
    );
    // One discount per job at most, so the sum of percents is that discount's percent.
    await execute(`create temporary table bench_totals as
      with sums as (
        select job_order_id as id,
          coalesce(sum(round(quantity * unit_price, 2)) filter (where kind = 'labor' and approval <> 'declined'), 0) as labor,
          coalesce(sum(round(quantity * unit_price, 2)) filter (where kind = 'part' and approval <> 'declined'), 0) as parts,
          coalesce(sum(round(quantity * unit_price, 2)) filter (where kind = 'fee' and approval <> 'declined'), 0) as fees,
          coalesce(sum(round(quantity * unit_price, 2)) filter (where kind <> 'discount'), 0) as presented_base,
          coalesce(sum(round(quantity * unit_price, 2)) filter (where kind <> 'discount' and approval = 'approved'), 0) as approved_base,
          coalesce(sum(percent), 0) as percent
        from job_order_items where shop_id = '${shopId}'
        group by job_order_id
      )
      select id, labor, parts, fees,
        least(round((labor + parts + fees) * percent / 100, 2), labor + parts + fees) as discount,
        labor + parts + fees - least(round((labor + parts + fees) * percent / 100, 2), labor + parts + fees) as subtotal,
        presented_base - least(round(presented_base * percent / 100, 2), presented_base) as presented,
        approved_base - least(round(approved_base * percent / 100, 2), approved_base) as approved
      from sums`);
  } else {
    await execute(`create temporary table bench_totals as
      select id, amount as labor, 0 as parts, 0 as fees, 0 as discount,
        case when status = 'cancelled' then 0 else amount end as subtotal, amount as presented,
        case when status in ('estimate', 'awaiting_approval', 'cancelled') then 0 else amount end as approved
      from (select id, status, ((n * 37) % 900 + 49.99)::numeric(12, 2) as amount from bench_jobs) j`);
  }

  // Job order j is for vehicle 1 + (j * 104729) % vehicles; its appointment (when wanted) too.
  await execute(
    `insert into job_orders (id, shop_id, number, appointment_id, client_id, vehicle_id, mechanic_id, assigned_at, status,
       description, mileage, mileage_out, promised_at, opened_at, completed_at, cancel_reason,
       revision, labor_total, parts_total, fees_total, discount_total, total_cost, presented_total,
       approved_total, created_at, updated_at)
     select j.id, $1::uuid, j.n, ${size.withAppointments ? 'a.id' : 'null::uuid'}, c.id, v.id,
       ${mechanicOf}, ${assignedOf}, j.status,
       'Scheduled maintenance', (j.n * 13) % 250000,
       case when j.status = 'completed' then (j.n * 13) % 250000 + 3 end,
       j.opened_at + interval '8 hours', j.opened_at,
       case when j.status = 'completed' then j.opened_at + interval '6 hours' end,
       case when j.status = 'cancelled' then 'Customer declined the estimate.' end,
       j.lines, t.labor, t.parts, t.fees, t.discount, t.subtotal, t.presented, t.approved,
       j.opened_at, j.opened_at + interval '6 hours'
     from bench_jobs j
     join bench_totals t on t.id = j.id
     join bench_vehicles v on v.n = 1 + (j.n::bigint * 104729) % ${size.vehicles}
     join bench_clients c on c.n = v.client_n
     ${size.withAppointments ? 'join bench_appointments a on a.n = j.n' : ''}`,
    [shopId],
  );
  // Every job order has a job (issue 23), which a trigger adds; with triggers off, here.
  await execute(
    `insert into job_order_jobs (id, shop_id, job_order_id, position, name, created_at, updated_at)
     select j.job_id, $1::uuid, j.id, 0, 'Scheduled maintenance', j.opened_at, j.opened_at
     from bench_jobs j`,
    [shopId],
  );
  await execute(
    `insert into shop_sequences (shop_id, name, last_value) values ($1::uuid, 'job_order', $2)
     on conflict (shop_id, name) do update set last_value = excluded.last_value`,
    [shopId, n],
  );
  await execute(`drop table bench_jobs`);
  await execute(`drop table bench_totals`);
}
