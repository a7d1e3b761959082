/**
 * The one way Pitstop shows dates and times (ADR 022), on every screen, PDF and e-mail: in a
 * shop's time zone, in English with the conventions of the shop's region (day order, 12 or
 * 24 hour clock). The time zone is required, so a screen cannot fall back to the viewer's.
 */

/** The shop a date belongs to: its IANA time zone and its locale (Settings → Tax and Currency). */
export interface DateFormat {
  timeZone: string;
  locale: string;
}

/** A calendar date or a wall-clock time has no time zone: only the region's conventions count. */
export type CalendarFormat = Pick<DateFormat, 'locale'>;

/** What a signed-out visitor sees before any shop is known, and the fallback of a bad setting. */
export const defaultDateFormat: DateFormat = { timeZone: 'UTC', locale: 'en-US' };

type Instant = Date | string | number | null | undefined;

const MISSING = '—';
const dateOptions = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const timeOptions = { hour: 'numeric', minute: '2-digit' } as const;
const styles = {
  date: dateOptions,
  weekdayDate: { weekday: 'short', ...dateOptions },
  weekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  time: timeOptions,
  month: { year: 'numeric', month: 'long' },
  shortMonth: { year: 'numeric', month: 'short' },
  weekdayLong: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  isoDay: { year: 'numeric', month: 'numeric', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof styles;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The interface speaks English: the shop's locale gives only its region's conventions. */
function englishOf(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region ? `en-${region}` : 'en-US';
  } catch {
    return 'en-US';
  }
}

function formatOf(style: Style, format: DateFormat): Intl.DateTimeFormat {
  const key = `${style}|${format.locale}|${format.timeZone}`;
  let cached = formats.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(englishOf(format.locale), {
        ...styles[style],
        timeZone: format.timeZone,
      });
    } catch {
      cached = new Intl.DateTimeFormat('en-US', { ...styles[style], timeZone: 'UTC' });
    }
    formats.set(key, cached);
  }
  return cached;
}

/** ICU puts narrow no-break spaces before AM/PM; plain spaces read (and search) the same. */
function plain(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function timeOf(instant: Instant): number | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const time =
    instant instanceof Date
      ? instant.getTime()
      : typeof instant === 'number'
        ? instant
        : Date.parse(instant);
  return Number.isFinite(time) ? time : null;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) as UTC noon. */
function calendarDay(date: string | null | undefined): number | null {
  const match = date ? CALENDAR_DATE.exec(date) : null;
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

function formatInstant(style: Style, instant: Instant, format: DateFormat): string {
  const time = timeOf(instant);
  return time === null ? MISSING : plain(formatOf(style, format).format(time));
}

function formatDay(style: Style, date: string | null | undefined, format: CalendarFormat): string {
  const day = calendarDay(date);
  return day === null
    ? MISSING
    : plain(formatOf(style, { ...format, timeZone: 'UTC' }).format(day));
}

/** "Nov 27, 2026 at 7:44 AM": the day, then the clock time, of an instant in the shop's zone. */
export function formatDateTime(instant: Instant, format: DateFormat): string {
  const time = timeOf(instant);
  if (time === null) return MISSING;
  return `${formatInstant('date', time, format)} at ${formatInstant('time', time, format)}`;
}

/** "Nov 27, 2026": the shop's calendar day of an instant ("—" when missing). */
export function formatDate(instant: Instant, format: DateFormat): string {
  return formatInstant('date', instant, format);
}

/** "7:44 AM" ("07:44" for a 24-hour region): the shop's clock time of an instant. */
export function formatTime(instant: Instant, format: DateFormat): string {
  return formatInstant('time', instant, format);
}

/**
 * "Nov 27, 2026" of a calendar date (YYYY-MM-DD: a due date, a birthday), which has no time
 * zone: the date stays the date written, wherever it is read.
 */
export function formatCalendarDate(
  date: string | null | undefined,
  format: CalendarFormat,
): string {
  return formatDay('date', date, format);
}

/** "Fri, Nov 27, 2026" of a calendar date. */
export function formatWeekdayCalendarDate(
  date: string | null | undefined,
  format: CalendarFormat,
): string {
  return formatDay('weekdayDate', date, format);
}

/** "Fri, Nov 27" of a calendar date (a column of a week). */
export function formatWeekdayDay(date: string | null | undefined, format: CalendarFormat): string {
  return formatDay('weekdayDay', date, format);
}

/** "Friday, November 27, 2026" of a calendar date (a day's accessible name). */
export function formatLongCalendarDate(
  date: string | null | undefined,
  format: CalendarFormat,
): string {
  return formatDay('weekdayLong', date, format);
}

/** "November 2026" of a calendar date. */
export function formatMonth(date: string | null | undefined, format: CalendarFormat): string {
  return formatDay('month', date, format);
}

/** "Nov 2026" of a calendar date: a month on a chart's axis or a narrow column. */
export function formatShortMonth(date: string | null | undefined, format: CalendarFormat): string {
  return formatDay('shortMonth', date, format);
}

/**
 * A wall-clock time of the shop's hours, as minutes since midnight ("8:00 AM", or "8:00" on a
 * 24-hour region's clock), as formatTime writes a moment; the end of the day (1440) is midnight.
 */
export function formatClockTime(minutes: number, format: CalendarFormat): string {
  return plain(
    formatOf('time', { ...format, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 0, minutes)),
  );
}

/** Opening hours of a day: "8:00 AM–12:00 PM, 1:00 PM–5:00 PM". */
export function formatClockRanges(
  ranges: readonly { start: number; end: number }[],
  format: CalendarFormat,
): string {
  return ranges
    .map((range) => `${formatClockTime(range.start, format)}–${formatClockTime(range.end, format)}`)
    .join(', ');
}

/** The zone this browser runs in: only for a signed-in person no shop's zone is known for. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || defaultDateFormat.timeZone;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's calendar day at `now`, as UTC noon like calendarDay. Read with Intl rather than
 * local-time.ts, so the pages that format dates do not load luxon with it (the landing page's
 * script budget).
 */
function shopDay(now: Date, timeZone: string): number {
  const parts = formatOf('isoDay', { timeZone, locale: 'en-US' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), 12);
}

export type LastServiceHint = '(This week)' | '(This month)';

/**
 * The Last Service cell: the date ("Mar 5, 2026") or "Never", with "(This week)" when under
 * 7 days old and "(This month)" when under 30 (spec §9). Days are counted between calendar
 * dates, today being the shop's.
 */
export function lastServiceLabel(
  date: string | null | undefined,
  format: DateFormat,
  now: Date = new Date(),
): { text: string; hint: LastServiceHint | null } {
  const day = calendarDay(date);
  if (day === null) return { text: 'Never', hint: null };
  const age = Math.round((shopDay(now, format.timeZone) - day) / DAY_MS);
  const hint = age < 0 ? null : age < 7 ? '(This week)' : age < 30 ? '(This month)' : null;
  return { text: formatCalendarDate(date, format), hint };
}

/**
 * The dayjs pattern a date input (Mantine) shows its value in, in the order formatCalendarDate
 * writes: "MMM D, YYYY" or "D MMM YYYY".
 */
export function dateInputFormat(format: CalendarFormat): string {
  const order = formatOf('date', { ...format, timeZone: 'UTC' })
    .formatToParts(0)
    .filter((part) => part.type === 'day' || part.type === 'month');
  return order[0]?.type === 'day' ? 'D MMM YYYY' : 'MMM D, YYYY';
}

/** The region's clock for a time picker (Mantine's `format`): what formatTime writes. */
export function timeInputFormat(format: CalendarFormat): '12h' | '24h' {
  return formatOf('time', { ...format, timeZone: 'UTC' }).resolvedOptions().hour12 ? '12h' : '24h';
}

/** A date-and-time input's pattern, on the region's 12- or 24-hour clock, as formatDateTime. */
export function dateTimeInputFormat(format: CalendarFormat): string {
  return `${dateInputFormat(format)} ${timeInputFormat(format) === '12h' ? 'h:mm A' : 'H:mm'}`;
}
