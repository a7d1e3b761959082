import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import {
  addFrontDeskSums,
  addTechnicianSums,
  type DateRange,
  emptyFrontDeskSums,
  emptyTechnicianSums,
  type FrontDeskPerformance,
  type FrontDeskSums,
  frontDeskFiguresOf,
  type PerformanceQuery,
  type PerformanceReport,
  resolvePerformancePeriod,
  sparklineWeeks,
  type TechnicianPerformance,
  type TechnicianSums,
  technicianFiguresOf,
} from '@pitstop/domain/performance';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';

type Viewer = { id: string; role: string };
type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] =>
  ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const text = (value: unknown) => (value === null || value === undefined ? '0' : String(value));

/**
 * Performance Metrics (issue 24, ADR 047): the figures that add up over days — hours sold,
 * labor revenue, jobs, response time, closed job-clock and attendance time — come from the daily
 * sums of performance_days (ADR 048), kept by triggers; running clocks, ratings, comebacks and
 * estimates are read from their rows. Each query groups by person and by bucket (the period,
 * then its 12 sparkline weeks) over the window from the first week's Monday to the period's end;
 * the figures are then computed from the sums by the domain (technicianFiguresOf), for a
 * person, a week and the team alike.
 */
export async function getPerformance(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  query: PerformanceQuery;
  now?: Date;
}): Promise<PerformanceReport> {
  const { tx, shopId, viewer, query } = options;
  if (viewer.role === 'mechanic' && query.userId && query.userId !== viewer.id)
    throw AppError.forbidden('A mechanic sees only their own figures.');
  const onlyUser = viewer.role === 'mechanic' ? viewer.id : query.userId;

  const [shop] = rowsOf(
    await tx.execute(sql`select timezone, currency, comeback_days from shops where id = ${shopId}`),
  );
  if (!shop) throw AppError.notFound('Workshop not found.');
  const timeZone = String(shop.timezone);
  const comebackDays = Number(shop.comeback_days);

  const period = resolvePerformancePeriod(query, timeZone, options.now);
  const weeks = sparklineWeeks(period);
  // Range 1 is the period, ranges 2…13 the weeks.
  const buckets = [period, ...weeks];
  const { staff, technicianSums, deskSums } = await performanceSums({
    tx,
    shopId,
    timeZone,
    comebackDays,
    ranges: buckets,
    ...(onlyUser ? { onlyUser } : {}),
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  // Mechanics always have a row (an active one with nothing yet shows zeros); anyone else with
  // job-clock time, sold hours or attendance beside job time does too.
  const technicians: TechnicianPerformance[] = staff
    .filter(
      (person) =>
        (person.role === 'mechanic' && !person.deactivated) ||
        hasTechnicianWork(technicianSums.get(person.userId)),
    )
    .map((person) => {
      const sums = technicianSums.get(person.userId) ?? buckets.map(emptyTechnicianSums);
      return {
        userId: person.userId,
        name: person.name,
        role: person.role,
        figures: technicianFiguresOf(sums[0] as TechnicianSums),
        weeks: sums.slice(1).map(technicianFiguresOf),
      };
    })
    .sort(byName);
  const frontDesk: FrontDeskPerformance[] =
    viewer.role === 'mechanic'
      ? []
      : staff
          .filter(
            (person) =>
              (person.role === 'front_desk' && !person.deactivated) || deskSums.has(person.userId),
          )
          .map((person) => {
            const sums = deskSums.get(person.userId) ?? buckets.map(emptyFrontDeskSums);
            return {
              userId: person.userId,
              name: person.name,
              role: person.role,
              figures: frontDeskFiguresOf(sums[0] as FrontDeskSums),
              weeks: sums.slice(1).map(frontDeskFiguresOf),
            };
          })
          .sort(byName);

  const shown = new Set(technicians.map((row) => row.userId));
  const teamTech = buckets.map((_, index) =>
    [...technicianSums]
      .filter(([userId]) => shown.has(userId))
      .reduce(
        (total, [, sums]) => addTechnicianSums(total, sums[index] as TechnicianSums),
        emptyTechnicianSums(),
      ),
  );
  const teamDesk = buckets.map((_, index) =>
    [...deskSums].reduce(
      (total, [, sums]) => addFrontDeskSums(total, sums[index] as FrontDeskSums),
      emptyFrontDeskSums(),
    ),
  );
  const teamView = viewer.role !== 'mechanic' && !query.userId;

  return {
    period: { kind: query.period, ...period },
    weeks,
    timeZone,
    currency: String(shop.currency),
    comebackDays,
    technicians,
    technicianTotals: teamView
      ? {
          figures: technicianFiguresOf(teamTech[0] as TechnicianSums),
          weeks: teamTech.slice(1).map(technicianFiguresOf),
        }
      : null,
    frontDesk,
    frontDeskTotals: teamView
      ? {
          figures: frontDeskFiguresOf(teamDesk[0] as FrontDeskSums),
          weeks: teamDesk.slice(1).map(frontDeskFiguresOf),
        }
      : null,
  };
}

/** A member of the shop's staff as the figures list them. */
export type PerformancePerson = {
  userId: string;
  name: string;
  role: string;
  deactivated: boolean;
};

/**
 * The sums behind every Performance Metrics figure, per person and per range of local days
 * (each person's list in the order of the ranges given; ranges may overlap or leave gaps): the
 * daily sums of performance_days, the running clocks, ratings, comebacks and estimates, each read
 * in one query grouped by person and range over the window from the earliest range's start to
 * the latest one's end. Used by Performance Metrics (the period and its 12 weeks) and by the
 * Employee Performance report (the period, the compared period and the series' buckets).
 */
export async function performanceSums(options: {
  tx: Tx;
  shopId: string;
  timeZone: string;
  comebackDays: number;
  ranges: readonly DateRange[];
  onlyUser?: string;
}): Promise<{
  staff: PerformancePerson[];
  technicianSums: Map<string, TechnicianSums[]>;
  deskSums: Map<string, FrontDeskSums[]>;
}> {
  const { tx, shopId, comebackDays, ranges, onlyUser } = options;
  // Bucket i is ranges[i - 1], as [start, end) in instants and as local days, both ends included.
  const buckets = ranges.map((range) => instantsOf(range, options.timeZone));
  const starts = buckets.map((bucket) => bucket.start);
  const ends = buckets.map((bucket) => bucket.end);
  const windowStart = starts.reduce((a, b) => (a < b ? a : b));
  const windowEnd = ends.reduce((a, b) => (a > b ? a : b));
  // Arrays travel as one array literal each (drizzle would spread a JS array into a list).
  const arrayOf = (values: string[]) => `{${values.join(',')}}`;
  const bucketTable = sql`(select b.s, b.e, b.i::int as i
    from unnest(${arrayOf(starts)}::timestamptz[], ${arrayOf(ends)}::timestamptz[])
      with ordinality as b(s, e, i))`;
  // Every day of every range with the range's number: the daily sums join it on the day alone
  // (a hash join), where a join on each range's bounds compared every day with every range.
  const dayBucketTable = sql`(select d::date as day, b.i::int as i
    from unnest(${arrayOf(ranges.map((range) => range.from))}::date[],
      ${arrayOf(ranges.map((range) => range.to))}::date[]) with ordinality as b(f, t, i),
      generate_series(b.f, b.t, interval '1 day') as d)`;
  const windowFirstDay = ranges.map((range) => range.from).reduce((a, b) => (a < b ? a : b));
  const windowLastDay = ranges.map((range) => range.to).reduce((a, b) => (a > b ? a : b));
  const userFilter = (column: SQL) => (onlyUser ? sql`and ${column} = ${onlyUser}` : sql``);
  const window = {
    shopId,
    windowStart,
    windowEnd,
    windowFirstDay,
    windowLastDay,
    bucketTable,
    dayBucketTable,
    userFilter,
    comebackDays,
  };

  const [people, days, ratings, comebacks, running, open, estimates] = await Promise.all([
    tx.execute(sql`
      select p.id as user_id, p.role,
        coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name) as name,
        e.deactivated_at is not null as deactivated
      from profiles p
      join users u on u.id = p.id
      left join employees e on e.shop_id = p.shop_id and e.user_id = p.id
      where p.shop_id = ${shopId} and p.role <> 'client' ${userFilter(sql`p.id`)}`),
    dayRows(tx, window),
    ratingRows(tx, window),
    comebackRows(tx, window),
    runningClockRows(tx, window),
    openAttendanceRows(tx, window),
    estimateRows(tx, window),
  ]);

  const technicianSums = new Map<string, TechnicianSums[]>();
  const deskSums = new Map<string, FrontDeskSums[]>();
  const slot = <T>(map: Map<string, T[]>, empty: () => T, userId: string, bucket: number) => {
    let list = map.get(userId);
    if (!list) {
      list = buckets.map(empty);
      map.set(userId, list);
    }
    return { list, index: bucket - 1 };
  };
  const addTech = (row: Row, part: Partial<TechnicianSums>) => {
    const { list, index } = slot(
      technicianSums,
      emptyTechnicianSums,
      String(row.user_id),
      Number(row.i),
    );
    list[index] = addTechnicianSums(list[index] as TechnicianSums, {
      ...emptyTechnicianSums(),
      ...part,
    });
  };
  const addDesk = (row: Row, part: Partial<FrontDeskSums>) => {
    const { list, index } = slot(deskSums, emptyFrontDeskSums, String(row.user_id), Number(row.i));
    list[index] = addFrontDeskSums(list[index] as FrontDeskSums, {
      ...emptyFrontDeskSums(),
      ...part,
    });
  };

  for (const row of rowsOf(days))
    addTech(row, {
      soldHours: text(row.sold_hours),
      laborRevenue: text(row.labor_revenue),
      jobsCompleted: Number(row.jobs),
      responseSeconds: text(row.response_seconds),
      responseCount: Number(row.response_count),
      workedSeconds: text(row.worked_seconds),
      clockedSeconds: text(row.clocked_seconds),
    });
  for (const row of rowsOf(ratings))
    addTech(row, { ratingSum: Number(row.rating_sum), ratingCount: Number(row.rating_count) });
  for (const row of rowsOf(comebacks)) addTech(row, { comebacks: Number(row.comebacks) });
  for (const row of rowsOf(running)) addTech(row, { workedSeconds: text(row.seconds) });
  for (const row of rowsOf(open)) addTech(row, { clockedSeconds: text(row.seconds) });
  for (const row of rowsOf(estimates))
    addDesk(row, {
      estimatesSent: Number(row.sent),
      presentedValue: text(row.presented),
      approvedValue: text(row.approved),
      repairOrders: Number(row.sold),
      repairOrderTotal: text(row.approved),
    });

  const staff: PerformancePerson[] = rowsOf(people).map((row) => ({
    userId: String(row.user_id),
    name: String(row.name ?? ''),
    role: String(row.role),
    deactivated: Boolean(row.deactivated),
  }));
  return { staff, technicianSums, deskSums };
}

/** Local midnight of the first day to local midnight after the last (a DST week is 167 h). */
function instantsOf(range: DateRange, timeZone: string) {
  return {
    start: startOfLocalDay(range.from, timeZone).toISOString(),
    end: startOfLocalDay(addLocalDays(range.to, 1), timeZone).toISOString(),
  };
}

export function hasTechnicianWork(sums: TechnicianSums[] | undefined) {
  return Boolean(
    sums?.some(
      (bucket) =>
        bucket.jobsCompleted > 0 || bucket.comebacks > 0 || Number(bucket.workedSeconds) !== 0,
    ),
  );
}

/**
 * Runs one family's query with JIT compilation off: over a million job orders the planner's
 * cost passes JIT's threshold, and compiling took ~600 ms of a query that runs in less.
 */
function withoutJit(tx: Tx, query: SQL) {
  return tx.transaction(async (inner) => {
    await inner.execute(sql`set local jit = off`);
    return inner.execute(query);
  });
}

type Window = {
  shopId: string;
  windowStart: string;
  windowEnd: string;
  windowFirstDay: string;
  windowLastDay: string;
  bucketTable: SQL;
  dayBucketTable: SQL;
  userFilter: (column: SQL) => SQL;
  comebackDays: number;
};

/** Visit ratings given in each bucket, credited to the rated job order's mechanic. */
function ratingRows(tx: Tx, w: Window) {
  return withoutJit(
    tx,
    sql`
    select r.mechanic_id as user_id, b.i, sum(r.score) as rating_sum, count(*) as rating_count
    from visit_ratings r
    join ${w.bucketTable} b on r.created_at >= b.s and r.created_at < b.e
    where r.shop_id = ${w.shopId} and r.mechanic_id is not null
      and r.created_at >= ${w.windowStart}::timestamptz and r.created_at < ${w.windowEnd}::timestamptz
      ${w.userFilter(sql`r.mechanic_id`)}
    group by r.mechanic_id, b.i`,
  );
}

/**
 * A comeback: a job order (not cancelled) opened in a bucket on a vehicle whose latest earlier
 * completed job order — completed within the shop's comeback days before — had an approved
 * labor line for a catalogue service the new one also has on a labor line (not declined).
 * Credited to that earlier job order's mechanic, counted where the new job order opened. The
 * job orders opened in the window and those completed in it (and the comeback days before) are
 * read by time and paired by vehicle; only the pairs are checked for a shared service.
 */
function comebackRows(tx: Tx, w: Window) {
  const days = sql`make_interval(days => ${w.comebackDays})`;
  return withoutJit(
    tx,
    sql`
    with opened as materialized (
      select j.id, j.shop_id, j.vehicle_id, j.opened_at from job_orders j
      where j.shop_id = ${w.shopId} and j.status <> 'cancelled' and j.vehicle_id is not null
        and j.opened_at >= ${w.windowStart}::timestamptz and j.opened_at < ${w.windowEnd}::timestamptz
    ),
    done as materialized (
      select j.id, j.shop_id, j.vehicle_id, j.mechanic_id, j.completed_at from job_orders j
      where j.shop_id = ${w.shopId} and j.status = 'completed' and j.vehicle_id is not null
        and j.completed_at >= ${w.windowStart}::timestamptz - ${days}
        and j.completed_at < ${w.windowEnd}::timestamptz
    ),
    pairs as (
      select distinct on (n.id) n.opened_at, a.mechanic_id
      from opened n
      join done a on a.vehicle_id = n.vehicle_id and a.id <> n.id
        and a.completed_at < n.opened_at and a.completed_at >= n.opened_at - ${days}
      where exists (
        select 1 from job_order_items ai
        join job_order_items ni on ni.shop_id = n.shop_id and ni.job_order_id = n.id
          and ni.service_id = ai.service_id and ni.kind = 'labor' and ni.approval <> 'declined'
        where ai.shop_id = a.shop_id and ai.job_order_id = a.id and ai.kind = 'labor'
          and ai.approval = 'approved' and ai.service_id is not null)
      order by n.id, a.completed_at desc
    )
    select p.mechanic_id as user_id, b.i, count(*) as comebacks
    from pairs p
    join ${w.bucketTable} b on p.opened_at >= b.s and p.opened_at < b.e
    where p.mechanic_id is not null ${w.userFilter(sql`p.mechanic_id`)}
    group by p.mechanic_id, b.i`,
  );
}

/**
 * The summed days of performance_days (migration 0041, ADR 048) per person and bucket: the
 * completed job orders' hours sold, labor revenue, count and response time, and the closed
 * job-clock and attendance seconds, each already split at the shop's local midnights.
 */
function dayRows(tx: Tx, w: Window) {
  return tx.execute(sql`
    select d.user_id, b.i,
      sum(d.sold_hours) as sold_hours, sum(d.labor_revenue) as labor_revenue,
      sum(d.jobs_completed) as jobs, sum(d.response_seconds) as response_seconds,
      sum(d.response_count) as response_count,
      sum(d.worked_seconds) as worked_seconds, sum(d.clocked_seconds) as clocked_seconds
    from performance_days d
    join ${w.dayBucketTable} b on b.day = d.day
    where d.shop_id = ${w.shopId} and d.day >= ${w.windowFirstDay}::date
      and d.day <= ${w.windowLastDay}::date ${w.userFilter(sql`d.user_id`)}
    group by d.user_id, b.i`);
}

/**
 * The running job clocks (not in performance_days until they stop), each clipped to the bucket
 * and counted up to now.
 */
function runningClockRows(tx: Tx, w: Window) {
  return tx.execute(sql`
    select t.mechanic_id as user_id, b.i,
      sum(extract(epoch from least(now(), b.e) - greatest(t.started_at, b.s))) as seconds
    from job_order_time_entries t
    join ${w.bucketTable} b on t.started_at < b.e and now() > b.s
    where t.shop_id = ${w.shopId} and t.ended_at is null
      and t.started_at < ${w.windowEnd}::timestamptz ${w.userFilter(sql`t.mechanic_id`)}
    group by t.mechanic_id, b.i`);
}

/**
 * The open attendance entries (not in performance_days until they close): each clipped to the
 * bucket up to now, minus its breaks clipped to the same bucket and entry.
 */
function openAttendanceRows(tx: Tx, w: Window) {
  return tx.execute(sql`
    with a as materialized (
      select id, shop_id, user_id, clocked_in_at as s, now() as e from attendance_entries
       where shop_id = ${w.shopId} and clocked_out_at is null
         and clocked_in_at < ${w.windowEnd}::timestamptz ${w.userFilter(sql`user_id`)}
    ),
    spans as (
      select a.user_id, b.i, extract(epoch from least(a.e, b.e) - greatest(a.s, b.s)) as seconds
        from a join ${w.bucketTable} b on a.s < b.e and a.e > b.s
      union all
      select a.user_id, b.i,
        -extract(epoch from least(coalesce(k.ended_at, now()), a.e, b.e) - greatest(k.started_at, a.s, b.s))
        from a
        join attendance_breaks k on k.shop_id = a.shop_id and k.entry_id = a.id
        join ${w.bucketTable} b on k.started_at < least(a.e, b.e)
          and coalesce(k.ended_at, now()) > greatest(a.s, b.s)
    )
    select user_id, i, sum(seconds) as seconds from spans group by user_id, i`);
}

/**
 * Estimates sent per sender and bucket: every sending counts as sent; the values take each job
 * order's last estimate the person sent in the bucket (a revision replaces what it revises).
 * Read by sending time (job_order_estimates_shop_sent_idx, migration 0039).
 */
function estimateRows(tx: Tx, w: Window) {
  return withoutJit(
    tx,
    sql`
    with e as materialized (
      select e.job_order_id, e.sent_by, e.sent_at, e.presented_total, e.approved_total, b.i,
        row_number() over (partition by e.job_order_id, e.sent_by, b.i order by e.sent_at desc, e.id desc) as latest
      from job_order_estimates e
      join ${w.bucketTable} b on e.sent_at >= b.s and e.sent_at < b.e
      where e.shop_id = ${w.shopId} and e.sent_by is not null
        and e.sent_at >= ${w.windowStart}::timestamptz and e.sent_at < ${w.windowEnd}::timestamptz
        ${w.userFilter(sql`e.sent_by`)}
    )
    select sent_by as user_id, i, count(*) as sent,
      coalesce(sum(presented_total) filter (where latest = 1), 0) as presented,
      coalesce(sum(approved_total) filter (where latest = 1), 0) as approved,
      count(*) filter (where latest = 1 and approved_total > 0) as sold
    from e group by sent_by, i`,
  );
}
