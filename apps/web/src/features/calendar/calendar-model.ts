import type { DayOfWeek } from '@mantine/dates';
import type { ScheduleEventData } from '@mantine/schedule';
import type { Availability } from '@pitstop/domain/availability';
import {
  type AppointmentSummary,
  appointmentStatusColors,
  CALENDAR_RANGE_MAX_DAYS,
  reschedulableStatuses,
} from '@pitstop/domain/bookings';
import {
  addLocalDays,
  localParts,
  minutesOfDay,
  startOfLocalDay,
  weekdayOf,
  zonedInstant,
} from '@pitstop/domain/local-time';
import { closedWeekdays, type MinuteRange, offHours } from '@pitstop/domain/working-hours';

/**
 * The calendar's arithmetic, all in the shop's wall-clock time: the schedule components draw
 * `YYYY-MM-DD HH:mm:ss` strings, the API carries instants; converting here (never through the
 * browser's zone) keeps a shop in Lisbon correct for someone looking from Chicago.
 */

export const calendarViews = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

/**
 * The schedule's weekend (its days drawn in red): the weekdays the shop is closed, as the
 * library counts them (0 Sunday … 6 Saturday), not Saturday and Sunday by default.
 */
export function weekendDaysOf(availability: Availability): DayOfWeek[] {
  return closedWeekdays(availability.openingHours).map((weekday) => (weekday % 7) as DayOfWeek);
}

/** The day view's row for bookings without a mechanic. */
export const UNASSIGNED = 'unassigned';

export type AppointmentEventPayload = { appointment: AppointmentSummary; timeLabel: string };
export type AppointmentEvent = ScheduleEventData<AppointmentEventPayload>;
/** A month cell's "+N more": the day's other bookings, opened in the day view. */
export type MorePayload = { more: number; date: string };

/** Bookings a month cell lists before "+N more". */
export const MONTH_EVENTS_PER_DAY = 3;

/** First and last local date a view shows (weeks start on Monday; a month shows 6 weeks). */
export function visibleDays(view: CalendarView, date: string): { first: string; last: string } {
  if (view === 'day') return { first: date, last: date };
  if (view === 'week') {
    const first = addLocalDays(date, 1 - weekdayOf(date));
    return { first, last: addLocalDays(first, 6) };
  }
  const firstOfMonth = `${date.slice(0, 7)}-01`;
  const first = addLocalDays(firstOfMonth, 1 - weekdayOf(firstOfMonth));
  return { first, last: addLocalDays(first, 41) };
}

/**
 * The instants [from, to) covering the local days first…last in `zone`. The API takes at most
 * CALENDAR_RANGE_MAX_DAYS × 24 h: six weeks across an autumn clock change are an hour longer,
 * so the last hour of the last day shown is left out rather than the request refused.
 */
export function rangeInstants(days: { first: string; last: string }, zone: string) {
  const from = startOfLocalDay(days.first, zone);
  const to = startOfLocalDay(addLocalDays(days.last, 1), zone);
  const limit = from.getTime() + CALENDAR_RANGE_MAX_DAYS * 24 * 60 * 60 * 1000;
  return {
    from: from.toISOString(),
    to: new Date(Math.min(to.getTime(), limit)).toISOString(),
  };
}

/** The date one step (a day, a week or a month) before or after. */
export function shiftDate(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'day') return addLocalDays(date, step);
  if (view === 'week') return addLocalDays(date, 7 * step);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + step;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in the shop's zone. */
export function wallClock(instant: string, zone: string): string {
  const { date, time } = localParts(instant, zone);
  return `${date} ${time}:00`;
}

const DAY_MS = 86_400_000;

/**
 * `wallClock` for many instants of one zone: a zone changes its offset at most once a day, so
 * the offset is looked up twice per UTC day and reused (a month of 2,000 bookings costs ~90
 * time-zone lookups instead of 4,000).
 */
export function wallClockIn(zone: string): (instant: string) => string {
  const offsets = new Map<number, number | null>();
  const offsetAt = (ms: number) => {
    const { date, time } = localParts(new Date(ms), zone);
    return Date.parse(`${date}T${time}:00Z`) - ms;
  };
  return (instant) => {
    const ms = Date.parse(instant);
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const first = offsetAt(day * DAY_MS);
      offset = first === offsetAt((day + 1) * DAY_MS - 60_000) ? first : null;
      offsets.set(day, offset);
    }
    // The day the clocks change is converted instant by instant.
    if (offset === null) return wallClock(instant, zone);
    return new Date(ms + offset).toISOString().slice(0, 19).replace('T', ' ');
  };
}

/** The instant (ISO) of a `YYYY-MM-DD HH:mm:ss` wall-clock time in the shop's zone. */
export function instantOf(wallClockTime: string, zone: string): string {
  const [date = '', time = '00:00'] = wallClockTime.split(' ');
  return zonedInstant(date, time.slice(0, 5), zone).toISOString();
}

function hourLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const eventsOf = new WeakMap<AppointmentSummary[], AppointmentEvent[]>();

/**
 * The schedule's events for the API's appointments, in the shop's wall-clock time. Kept per
 * response, so going back to a month already loaded reuses its events.
 */
export function appointmentEvents(items: AppointmentSummary[], zone: string): AppointmentEvent[] {
  const known = eventsOf.get(items);
  if (known) return known;
  const toWallClock = wallClockIn(zone);
  const events = items.map((appointment): AppointmentEvent => {
    const start = toWallClock(appointment.startsAt);
    return {
      id: appointment.id,
      title: `${appointment.client.name} — ${appointment.serviceSummary}`,
      start,
      end: toWallClock(appointment.endsAt),
      color: appointmentStatusColors[appointment.status],
      resourceId: appointment.mechanic?.id ?? UNASSIGNED,
      payload: { appointment, timeLabel: hourLabel(start.slice(11, 16)) },
    };
  });
  eventsOf.set(items, events);
  return events;
}

/**
 * A month's events as its cells show them: up to MONTH_EVENTS_PER_DAY bookings a day, else the
 * first ones and a "+N more" entry. MonthView lays out every event it is given, pairwise per
 * week (2,000 bookings took ~2 s a render), so it only gets what it draws.
 */
const cellsOf = new WeakMap<AppointmentEvent[], ScheduleEventData[]>();

export function monthCellEvents(events: AppointmentEvent[]): ScheduleEventData[] {
  const known = cellsOf.get(events);
  if (known) return known;
  const byDay = new Map<string, AppointmentEvent[]>();
  for (const event of events) {
    const day = String(event.start).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(event);
    else byDay.set(day, [event]);
  }
  const shown: ScheduleEventData[] = [];
  for (const [date, list] of byDay) {
    if (list.length <= MONTH_EVENTS_PER_DAY) {
      shown.push(...list);
      continue;
    }
    const sorted = [...list].sort((a, b) => String(a.start).localeCompare(String(b.start)));
    const first = sorted.slice(0, MONTH_EVENTS_PER_DAY - 1);
    const more = list.length - first.length;
    shown.push(...first, {
      id: `more-${date}`,
      title: `+${more} more`,
      start: `${date} 23:58:00`,
      end: `${date} 23:59:00`,
      color: 'gray',
      payload: { more, date } satisfies MorePayload,
    });
  }
  cellsOf.set(events, shown);
  return shown;
}

/** Whether staff may still move this booking (its time only changes while pending or confirmed). */
export function isMovable(event: ScheduleEventData): boolean {
  const appointment = (event.payload as AppointmentEventPayload | undefined)?.appointment;
  return Boolean(
    appointment && (reschedulableStatuses as readonly string[]).includes(appointment.status),
  );
}

function clock(minutes: number): string {
  if (minutes >= 24 * 60) return '23:59:59';
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/**
 * The hours a time grid shows: from the earliest opening to the latest closing of the week (a
 * little before and after), stretched to any booking outside them so nothing is hidden.
 */
export function visibleHours(
  availability: Availability | undefined,
  events: AppointmentEvent[],
): { startTime: string; endTime: string; scrollTime: string } {
  let first = 8 * 60;
  let last = 18 * 60;
  const open = availability?.openingHours ?? [];
  if (open.length > 0) {
    first = Math.min(...open.map((range) => minutesOfDay(range.start)));
    last = Math.max(...open.map((range) => minutesOfDay(range.end)));
  }
  for (const event of events) {
    const start = minutesOfDay(String(event.start).slice(11, 16));
    const sameDay = String(event.end).slice(0, 10) === String(event.start).slice(0, 10);
    const end = sameDay ? minutesOfDay(String(event.end).slice(11, 16)) : 24 * 60;
    first = Math.min(first, start);
    last = Math.max(last, end);
  }
  const startHour = Math.max(0, Math.floor(first / 60) - 1);
  const endHour = Math.min(24, Math.ceil(last / 60) + 1);
  return {
    startTime: clock(startHour * 60),
    endTime: clock(endHour * 60),
    scrollTime: clock(Math.floor(first / 60) * 60),
  };
}

/** The shaded (not working) parts of a day, as background events on a day view row. */
export function offHoursEvents(
  resourceId: string,
  date: string,
  working: MinuteRange[],
): ScheduleEventData[] {
  return offHours(working).map((range) => ({
    id: `off-${resourceId}-${date}-${range.start}`,
    title: 'Not working',
    start: `${date} ${clock(range.start)}`,
    end: range.end >= 24 * 60 ? `${addLocalDays(date, 1)} 00:00:00` : `${date} ${clock(range.end)}`,
    color: 'gray',
    display: 'background' as const,
    resourceId,
  }));
}
