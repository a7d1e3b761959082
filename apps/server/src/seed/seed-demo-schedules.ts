import type { WeeklyHours } from '@pitstop/domain/availability';
import { activeAppointmentStatuses } from '@pitstop/domain/bookings';
import {
  addLocalDays,
  localParts,
  localToday,
  minutesOfDay,
  startOfLocalDay,
  zonedInstant,
} from '@pitstop/domain/local-time';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { timeOff, weeklySchedules } from '../db/schema/scheduling.ts';
import { shops } from '../db/schema/shops.ts';
import { appointments, jobOrders } from '../db/schema/workshop.ts';

type TimeOffPlan =
  | { allDay: true; from: number; to: number; reason: string }
  | { allDay: false; day: number; start: string; end: string; reason: string };

/** The demo mechanics' weeks: hours (null: the opening hours) and time off, in days from today. */
const MECHANIC_PLANS: Record<string, { hours: WeeklyHours | null; timeOff: TimeOffPlan[] }> = {
  'mechanic@pitstop.test': {
    hours: null,
    timeOff: [{ allDay: true, from: -20, to: -20, reason: 'Sick day' }],
  },
  'dana@pitstop.test': {
    hours: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
    timeOff: [{ allDay: true, from: 6, to: 8, reason: 'Family vacation' }],
  },
  'chris@pitstop.test': {
    hours: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '07:30', end: '12:00' },
      { weekday, start: '12:30', end: '16:00' },
    ]),
    timeOff: [
      { allDay: false, day: 2, start: '13:00', end: '16:00', reason: 'Dentist appointment' },
    ],
  },
  'mechanic@northside.test': { hours: null, timeOff: [] },
};

type Interval = { start: number; end: number };
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * Gives a shop's demo mechanics their weeks and its appointments: live bookings go to a
 * mechanic who works then, is not off and is free (the exclusion constraint holds), the least
 * busy first; a live booking nobody can take stays unassigned, as an online request would.
 * History is shared out the same way, so each mechanic has a past of their own.
 */
export async function seedDemoSchedules(options: {
  tx: Tx;
  shopId: string;
  mechanics: { userId: string; email: string }[];
  now: Date;
}) {
  const { tx, shopId, now } = options;
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  const [opening] = await tx
    .select({ hours: weeklySchedules.hours })
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.shopId, shopId), isNull(weeklySchedules.mechanicId)));
  if (!shop || !opening) throw new Error('seed the demo shop before its mechanics');
  const zone = shop.timeZone;
  const today = localToday(zone, now);

  const mechanics = options.mechanics.map(({ userId, email }) => {
    const plan = MECHANIC_PLANS[email] ?? { hours: null, timeOff: [] };
    const off = plan.timeOff.map((entry) =>
      entry.allDay
        ? {
            ...entry,
            startsAt: startOfLocalDay(addLocalDays(today, entry.from), zone),
            endsAt: startOfLocalDay(addLocalDays(today, entry.to + 1), zone),
          }
        : {
            ...entry,
            startsAt: zonedInstant(addLocalDays(today, entry.day), entry.start, zone),
            endsAt: zonedInstant(addLocalDays(today, entry.day), entry.end, zone),
          },
    );
    return {
      userId,
      hours: plan.hours ?? opening.hours,
      customHours: plan.hours,
      off,
      busy: [] as Interval[],
      load: 0,
    };
  });

  for (const mechanic of mechanics) {
    if (mechanic.customHours) {
      await tx.insert(weeklySchedules).values({
        shopId,
        mechanicId: mechanic.userId,
        hours: mechanic.customHours,
      });
    }
    if (mechanic.off.length > 0) {
      await tx.insert(timeOff).values(
        mechanic.off.map((entry) => ({
          shopId,
          mechanicId: mechanic.userId,
          startsAt: entry.startsAt,
          endsAt: entry.endsAt,
          allDay: entry.allDay,
          reason: entry.reason,
          createdBy: mechanic.userId,
        })),
      );
    }
  }

  const rows = await tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.shopId, shopId))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));

  const live = new Set<string>(activeAppointmentStatuses);
  const works = (hours: WeeklyHours, startsAt: Date, endsAt: Date) => {
    const start = localParts(startsAt, zone);
    const end = localParts(endsAt, zone);
    if (end.date !== start.date) return false;
    return hours.some(
      (range) =>
        range.weekday === start.weekday &&
        minutesOfDay(range.start) <= minutesOfDay(start.time) &&
        minutesOfDay(end.time) <= minutesOfDay(range.end),
    );
  };
  const assignments: { id: string; mechanicId: string }[] = [];
  for (const row of rows) {
    const interval = { start: row.startsAt.getTime(), end: row.endsAt.getTime() };
    const isLive = live.has(row.status);
    const free = mechanics
      .filter(
        (mechanic) =>
          !mechanic.busy.some((busy) => overlaps(busy, interval)) &&
          (!isLive ||
            (works(mechanic.hours, row.startsAt, row.endsAt) &&
              !mechanic.off.some((entry) =>
                overlaps(
                  { start: entry.startsAt.getTime(), end: entry.endsAt.getTime() },
                  interval,
                ),
              ))),
      )
      .sort((a, b) => a.load - b.load);
    const chosen =
      free[0] ?? (isLive ? undefined : [...mechanics].sort((a, b) => a.load - b.load)[0]);
    if (!chosen) continue;
    chosen.load += 1;
    chosen.busy.push(interval);
    assignments.push({ id: row.id, mechanicId: chosen.userId });
  }

  if (assignments.length > 0) {
    await tx.execute(
      sql`update appointments a set mechanic_id = v.mechanic_id
            from json_to_recordset(${JSON.stringify(assignments.map((a) => ({ id: a.id, mechanic_id: a.mechanicId })))}) as v(id uuid, mechanic_id uuid)
           where a.id = v.id and a.shop_id = ${shopId}`,
    );
  }
  // Job orders follow their appointment; walk-ins without one go to the first mechanic.
  await tx.execute(
    sql`update job_orders j set mechanic_id = a.mechanic_id
          from appointments a
         where j.shop_id = ${shopId} and a.shop_id = j.shop_id and a.id = j.appointment_id`,
  );
  const first = mechanics[0];
  if (first) {
    await tx
      .update(jobOrders)
      .set({ mechanicId: first.userId })
      .where(and(eq(jobOrders.shopId, shopId), isNull(jobOrders.mechanicId)));
  }
  await seedMechanicsWork(tx, shopId, now);
}

/**
 * What the mechanics did on their jobs: assigned when the job opened, one clocked stretch per
 * job from soon after check-in for about the labor it bills (flat work: the service's booked
 * duration; 80–120 %, never past the job's completion), a running clock on each mechanic's
 * latest job in progress, and the visit ratings credited to the job's mechanic.
 */
async function seedMechanicsWork(tx: Tx, shopId: string, now: Date) {
  await tx.execute(
    sql`update job_orders set assigned_at = opened_at
         where shop_id = ${shopId} and mechanic_id is not null and assigned_at is null`,
  );
  await tx.execute(
    sql`update visit_ratings r set mechanic_id = j.mechanic_id
          from job_orders j
         where r.shop_id = ${shopId} and j.shop_id = r.shop_id and j.id = r.job_order_id`,
  );
  const at = now.toISOString();
  await tx.execute(
    sql`with worked as (
          select j.id, j.mechanic_id, j.status, j.completed_at,
                 j.opened_at + interval '10 minutes' as started_at,
                 (0.8 + (j.number * 37 % 41) / 100.0) * coalesce(sum(
                   case when i.pricing = 'hourly' then i.quantity
                        else coalesce(s.duration_minutes, 60) / 60.0 * i.quantity end
                 ) filter (where i.kind = 'labor' and i.approval <> 'declined'), 0.5) as hours,
                 row_number() over (partition by j.mechanic_id, j.status order by j.opened_at desc) as latest
            from job_orders j
            join job_order_items i on i.shop_id = j.shop_id and i.job_order_id = j.id
            left join services s on s.shop_id = i.shop_id and s.id = i.service_id
           where j.shop_id = ${shopId} and j.mechanic_id is not null
             and j.status in ('in_progress', 'waiting_for_parts', 'ready_for_pickup', 'completed')
           group by j.id
        )
        insert into job_order_time_entries
          (shop_id, job_order_id, mechanic_id, started_at, ended_at, created_at, updated_at)
        select ${shopId}, id, mechanic_id, started_at, ended_at, started_at, coalesce(ended_at, started_at)
          from (
            select w.*,
                   case when w.status = 'in_progress' and w.latest = 1 then null
                        else greatest(w.started_at + interval '5 minutes', least(
                          w.started_at + w.hours * interval '1 hour'
                            * (case when w.status = 'waiting_for_parts' then 0.4 else 1 end),
                          coalesce(w.completed_at, ${at}::timestamptz) - interval '5 minutes'))
                   end as ended_at
              from worked w
             where w.started_at < ${at}::timestamptz - interval '10 minutes'
          ) entries`,
  );
}
