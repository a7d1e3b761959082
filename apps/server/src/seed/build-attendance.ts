import { randomUUID } from 'node:crypto';
import type { WeeklyHours } from '@pitstop/domain/availability';
import {
  addLocalDays,
  localParts,
  localToday,
  startOfLocalDay,
  timeOfDay,
  weekdayOf,
  zonedInstant,
} from '@pitstop/domain/local-time';
import { staffRoles } from '@pitstop/domain/roles';
import { hoursOnWeekday } from '@pitstop/domain/working-hours';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { weeklySchedules } from '../db/schema/scheduling.ts';
import { profiles, shops } from '../db/schema/shops.ts';
import { jobOrderTimeEntries } from '../db/schema/workshop.ts';

const MINUTE = 60_000;
const DAYS = 365;
const LUNCH_MS = 30 * MINUTE;

type Span = { start: number; end: number };
type Entry = {
  id: string;
  user_id: string;
  clocked_in_at: string;
  clocked_out_at: string | null;
  auto_closed: boolean;
};
type Break = { entry_id: string; started_at: string; ended_at: string };

/** A small, stable jitter (0 … spread−1 minutes) per person and day, so every run is the same. */
function jitter(seed: string, spread: number): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return (hash % spread) * MINUTE;
}

/**
 * The first half hour from 11:30 (local) on, inside the day's span and clear of the job clock,
 * for lunch; null when the day has no such gap.
 */
function lunchOf(date: string, zone: string, span: Span, busy: readonly Span[]): Span | null {
  const from = zonedInstant(date, '11:30', zone).getTime();
  for (let start = Math.max(from, span.start); start + LUNCH_MS <= span.end; start += 15 * MINUTE) {
    const end = start + LUNCH_MS;
    if (!busy.some((stretch) => stretch.start < end && start < stretch.end)) return { start, end };
  }
  return null;
}

/**
 * A year of attendance for the demo shop's staff (issue 24): each person clocked in from a few
 * minutes before opening to closing on the shop's open days; a mechanic's day stretches to cover
 * every job-clock stretch of theirs that day (so they were always clocked in while on a job), and
 * a mechanic whose job clock runs now is clocked in now (since today's opening at the latest: a
 * job clock left running overnight is the job clock's to correct, not a day-long attendance). A half-hour lunch clear of the job
 * clock; one forgotten clock-out, closed at that day's closing time and flagged. Built in memory
 * and written with two set-based inserts.
 */
export async function seedDemoAttendance(options: { tx: Tx; shopId: string; now: Date }) {
  const { tx, shopId, now } = options;
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  const [opening] = await tx
    .select({ hours: weeklySchedules.hours })
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.shopId, shopId), isNull(weeklySchedules.mechanicId)));
  if (!shop || !opening) throw new Error('seed the demo shop before its attendance');
  const zone = shop.timeZone;
  const today = localToday(zone, now);
  const first = addLocalDays(today, -DAYS);
  const staff = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.shopId, shopId), inArray(profiles.role, [...staffRoles])));
  const stretches = await tx
    .select({
      mechanicId: jobOrderTimeEntries.mechanicId,
      startedAt: jobOrderTimeEntries.startedAt,
      endedAt: jobOrderTimeEntries.endedAt,
    })
    .from(jobOrderTimeEntries)
    .where(
      and(
        eq(jobOrderTimeEntries.shopId, shopId),
        gte(jobOrderTimeEntries.startedAt, zonedInstant(first, '00:00', zone)),
      ),
    );
  const busyByPersonDay = new Map<string, Span[]>();
  const runningSince = new Map<string, number>();
  for (const stretch of stretches) {
    if (!stretch.endedAt) {
      runningSince.set(stretch.mechanicId, stretch.startedAt.getTime());
      continue;
    }
    const key = `${stretch.mechanicId}|${localParts(stretch.startedAt, zone).date}`;
    const list = busyByPersonDay.get(key) ?? [];
    list.push({ start: stretch.startedAt.getTime(), end: stretch.endedAt.getTime() });
    busyByPersonDay.set(key, list);
  }

  const entries: Entry[] = [];
  const breaks: Break[] = [];
  const hours = opening.hours as WeeklyHours;
  const forgetter = staff.find((person) => person.role === 'front_desk') ?? staff[0];
  const forgottenOn = addLocalDays(today, -9);
  for (const person of staff) {
    for (let date = first; date < today; date = addLocalDays(date, 1)) {
      const ranges = hoursOnWeekday(hours, weekdayOf(date));
      const busy = busyByPersonDay.get(`${person.id}|${date}`) ?? [];
      const open = ranges[0];
      const close = ranges.at(-1);
      if ((!open || !close) && busy.length === 0) continue;
      let start = open
        ? zonedInstant(date, timeOfDay(open.start), zone).getTime() -
          jitter(`${person.id}${date}in`, 15) -
          5 * MINUTE
        : Number.POSITIVE_INFINITY;
      let end = close
        ? zonedInstant(date, timeOfDay(close.end), zone).getTime() +
          jitter(`${person.id}${date}out`, 20)
        : Number.NEGATIVE_INFINITY;
      for (const stretch of busy) {
        start = Math.min(start, stretch.start - 10 * MINUTE);
        end = Math.max(end, stretch.end + 10 * MINUTE);
      }
      const id = randomUUID();
      const forgotten = person.id === forgetter?.id && date === forgottenOn && close !== undefined;
      const closing = close ? zonedInstant(date, timeOfDay(close.end), zone).getTime() : end;
      const out = forgotten ? closing : end;
      entries.push({
        id,
        user_id: person.id,
        clocked_in_at: new Date(start).toISOString(),
        clocked_out_at: new Date(out).toISOString(),
        auto_closed: forgotten,
      });
      const lunch = lunchOf(date, zone, { start, end: out }, busy);
      if (lunch)
        breaks.push({
          entry_id: id,
          started_at: new Date(lunch.start).toISOString(),
          ended_at: new Date(lunch.end).toISOString(),
        });
    }
    // Today so far: only for whoever was on a job today; on the clock still while it runs.
    const running = runningSince.get(person.id);
    const busyToday = busyByPersonDay.get(`${person.id}|${today}`) ?? [];
    if (running === undefined && busyToday.length === 0) continue;
    const dayStart = startOfLocalDay(today, zone).getTime();
    const opensToday = hoursOnWeekday(hours, weekdayOf(today))[0];
    let start = opensToday
      ? zonedInstant(today, timeOfDay(opensToday.start), zone).getTime() - 5 * MINUTE
      : now.getTime() - 2 * 60 * MINUTE;
    for (const stretch of busyToday) start = Math.min(start, stretch.start - 10 * MINUTE);
    if (running !== undefined && running >= dayStart)
      start = Math.min(start, running - 10 * MINUTE);
    start = Math.min(Math.max(start, dayStart), now.getTime());
    const lastJob = Math.max(...busyToday.map((stretch) => stretch.end + 10 * MINUTE));
    const out = running === undefined ? Math.min(lastJob, now.getTime()) : null;
    const id = randomUUID();
    entries.push({
      id,
      user_id: person.id,
      clocked_in_at: new Date(start).toISOString(),
      clocked_out_at: out === null ? null : new Date(out).toISOString(),
      auto_closed: false,
    });
    const onJobNow =
      running === undefined ? [] : [{ start: Math.max(running, dayStart), end: now.getTime() }];
    const lunch = lunchOf(today, zone, { start, end: out ?? now.getTime() }, [
      ...busyToday,
      ...onJobNow,
    ]);
    if (lunch)
      breaks.push({
        entry_id: id,
        started_at: new Date(lunch.start).toISOString(),
        ended_at: new Date(lunch.end).toISOString(),
      });
  }
  if (entries.length === 0) return;
  await tx.execute(
    sql`insert into attendance_entries (id, shop_id, user_id, clocked_in_at, clocked_out_at, auto_closed, created_at, updated_at)
        select e.id, ${shopId}, e.user_id, e.clocked_in_at, e.clocked_out_at, e.auto_closed, e.clocked_in_at, coalesce(e.clocked_out_at, e.clocked_in_at)
          from json_to_recordset(${JSON.stringify(entries)}) as e(id uuid, user_id uuid, clocked_in_at timestamptz, clocked_out_at timestamptz, auto_closed boolean)`,
  );
  if (breaks.length > 0)
    await tx.execute(
      sql`insert into attendance_breaks (shop_id, entry_id, started_at, ended_at, created_at, updated_at)
          select ${shopId}, b.entry_id, b.started_at, b.ended_at, b.started_at, b.ended_at
            from json_to_recordset(${JSON.stringify(breaks)}) as b(entry_id uuid, started_at timestamptz, ended_at timestamptz)`,
    );
}
