import { randomUUID } from 'node:crypto';
import type { Execute } from './generate-shop.ts';

export type StaffSize = { mechanics: number; frontDesk: number; managers: number };
export type Staff = { mechanicIds: string[]; frontDeskIds: string[]; managerIds: string[] };

const uuidArray = (ids: string[]) => `array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`;

/**
 * Staff accounts of one shop written directly (user, staff profile and employee record, as an
 * accepted invitation leaves them): they never sign in, they only own the work history.
 */
export async function generateStaff(
  execute: Execute,
  shopId: string,
  size: StaffSize,
): Promise<Staff> {
  const make = (count: number) => Array.from({ length: count }, () => randomUUID());
  const staff = {
    mechanicIds: make(size.mechanics),
    frontDeskIds: make(size.frontDesk),
    managerIds: make(size.managers),
  };
  const people = [
    ...staff.mechanicIds.map((id) => [id, 'mechanic'] as const),
    ...staff.frontDeskIds.map((id) => [id, 'front_desk'] as const),
    ...staff.managerIds.map((id) => [id, 'manager'] as const),
  ];
  const ids = uuidArray(people.map(([id]) => id));
  const roles = `array[${people.map(([, role]) => `'${role}'`).join(',')}]`;
  await execute(
    `insert into users (id, name, email, email_verified, signup_role)
     select p.id, 'Staff ' || p.n, 'bench-staff-' || p.id || '@example.com', true, 'mechanic'
       from unnest(${ids}) with ordinality as p(id, n)`,
  );
  await execute(
    `insert into profiles (id, role, user_type, shop_id, full_name)
     select p.id, r.role, 'staff', $1::uuid, 'Staff ' || p.n
       from unnest(${ids}) with ordinality as p(id, n)
       join unnest(${roles}) with ordinality as r(role, n) on r.n = p.n`,
    [shopId],
  );
  // The staff profile's trigger (migration 0037) has already created each employee record.
  await execute(
    `update employees e
        set hire_date = date '2015-01-05' + (p.n * 37)::int, pay_type = 'hourly', pay_rate = 25 + p.n % 20
       from unnest(${ids}) with ordinality as p(id, n)
      where e.shop_id = $1::uuid and e.user_id = p.id`,
    [shopId],
  );
  return staff;
}

export type WorkSize = {
  timeEntries: number;
  attendanceEntries: number;
  spanDays: number;
};

/**
 * The history Performance Metrics read, for job orders already generated with mechanics:
 * job-clock entries (an hour each, back to back from assignment; every worked job order gets
 * one, then a second, then a third until `timeEntries`), an attendance entry per person spread
 * evenly over the span with a ten-minute break on every other one, an estimate per job order
 * sent by the front desk in turn (answered unless still waiting), and a visit rating on one
 * completed job order in three. Bulk-loaded with triggers off; secondary indexes rebuilt after.
 */
export async function generateWorkHistory(
  execute: Execute,
  shopId: string,
  staff: Staff,
  size: WorkSize,
) {
  await execute(`set session_replication_role = replica`).catch(() => {});
  const secondary = (await execute(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public'
       and tablename in ('job_order_time_entries', 'attendance_entries', 'attendance_breaks', 'job_order_estimates', 'visit_ratings')
       and indexname not in (select conname from pg_constraint)`,
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const index of secondary.rows) await execute(`drop index "${index.indexname}"`);
  await execute(`set maintenance_work_mem = '256MB'`).catch(() => {});

  await execute(
    `insert into job_order_time_entries (shop_id, job_order_id, mechanic_id, started_at, ended_at, created_at, updated_at)
     select $1::uuid, w.id, w.mechanic_id, w.started_at, w.started_at + interval '1 hour', w.started_at, w.started_at
     from (
       select j.id, j.mechanic_id, j.assigned_at + (k - 1) * interval '1 hour' + interval '15 minutes' as started_at
         from job_orders j cross join generate_series(1, 3) as k
        where j.shop_id = $1::uuid and j.mechanic_id is not null
          and j.status not in ('estimate', 'awaiting_approval', 'cancelled')
        order by k, j.number
        limit ${size.timeEntries}
     ) w`,
    [shopId],
  );

  const people = [...staff.mechanicIds, ...staff.frontDeskIds, ...staff.managerIds];
  const perPerson = Math.ceil(size.attendanceEntries / people.length);
  // Entries per person per day, back to back over ten hours from 13:00 UTC, on the days up to
  // yesterday: the last ones fall in the month a report measures.
  const perDay = Math.ceil(perPerson / size.spanDays);
  const daysUsed = Math.ceil(perPerson / perDay);
  const slotMinutes = Math.floor(600 / perDay);
  await execute(`create temporary table bench_attendance as
    select gen_random_uuid() as id, p.id as user_id, e.n,
      date_trunc('day', now()) - (${daysUsed} - (e.n - 1) / ${perDay}) * interval '1 day'
        + interval '13 hours' + ((e.n - 1) % ${perDay}) * interval '${slotMinutes} minutes' as clocked_in_at
    from unnest(${uuidArray(people)}) as p(id)
    cross join generate_series(1, ${perPerson}) as e(n)
    limit ${size.attendanceEntries}`);
  await execute(
    `insert into attendance_entries (id, shop_id, user_id, clocked_in_at, clocked_out_at, created_at, updated_at)
     select id, $1::uuid, user_id, clocked_in_at,
       clocked_in_at + interval '${slotMinutes - 5} minutes', clocked_in_at, clocked_in_at
     from bench_attendance`,
    [shopId],
  );
  await execute(
    `insert into attendance_breaks (shop_id, entry_id, started_at, ended_at, created_at, updated_at)
     select $1::uuid, id, clocked_in_at + interval '20 minutes', clocked_in_at + interval '30 minutes',
       clocked_in_at, clocked_in_at
     from bench_attendance where n % 2 = 0`,
    [shopId],
  );
  await execute(`drop table bench_attendance`);

  await execute(
    `insert into job_order_estimates (shop_id, job_order_id, revision, sent_at, sent_by,
       presented_total, answered_at, answered_via, approved_total)
     select $1::uuid, j.id, 1, j.opened_at + interval '1 hour',
       (${uuidArray(staff.frontDeskIds)})[1 + j.number % ${staff.frontDeskIds.length}],
       j.presented_total,
       case when j.status not in ('estimate', 'awaiting_approval') then j.opened_at + interval '2 hours' end,
       case when j.status not in ('estimate', 'awaiting_approval') then 'staff' end,
       case when j.status not in ('estimate', 'awaiting_approval') then j.approved_total end
     from job_orders j where j.shop_id = $1::uuid`,
    [shopId],
  );
  await execute(
    `insert into visit_ratings (shop_id, job_order_id, mechanic_id, score, created_at)
     select $1::uuid, j.id, j.mechanic_id, 3 + j.number % 3, j.completed_at + interval '1 day'
     from job_orders j
     where j.shop_id = $1::uuid and j.status = 'completed' and j.number % 3 = 0`,
    [shopId],
  );

  for (const index of secondary.rows) await execute(index.indexdef);
  await execute(`set session_replication_role = origin`).catch(() => {});
  // The rows went in with triggers off: the daily Performance Metrics sums (ADR 048) in one pass.
  await execute(`select performance_days_rebuild($1::uuid)`, [shopId]);
  await execute(`vacuum analyze`);
}
