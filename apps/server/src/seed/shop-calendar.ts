/**
 * Wall-clock times in the shop's time zone, counted in days from the seed's "today", so the
 * demo always shows a year of history up to today whatever day it is seeded.
 */
export type ShopCalendar = ReturnType<typeof createShopCalendar>;

const DAY_MS = 86_400_000;

/** ICU puts a narrow no-break space before AM/PM; messages read better with a plain one. */
const plain = (text: string) => text.replace(/\u202f/g, ' ');

export function createShopCalendar(
  timeZone: string,
  now: Date,
  closedDays: readonly number[] = [],
) {
  const partsFormat = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const labelFormat = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const timeFormat = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  });

  /** The shop's wall clock at an instant, as if it were UTC. */
  function wallClock(instant: number): number {
    const parts: Record<string, number> = {};
    for (const { type, value } of partsFormat.formatToParts(instant)) parts[type] = Number(value);
    return Date.UTC(
      parts.year as number,
      (parts.month as number) - 1,
      parts.day as number,
      parts.hour as number,
      parts.minute as number,
    );
  }

  const nowWall = new Date(wallClock(now.getTime()));
  const today = Date.UTC(nowWall.getUTCFullYear(), nowWall.getUTCMonth(), nowWall.getUTCDate());

  // The offset from UTC is looked up once per day (Intl is slow): taken at noon, it holds for
  // all shop hours, as daylight saving time changes in the small hours.
  const offsets = new Map<number, number>();
  function offsetOn(dayOffset: number): number {
    let offset = offsets.get(dayOffset);
    if (offset === undefined) {
      const noon = today + dayOffset * DAY_MS + 12 * 3_600_000;
      offset = wallClock(noon - (wallClock(noon) - noon)) - (noon - (wallClock(noon) - noon));
      offsets.set(dayOffset, offset);
    }
    return offset;
  }

  /** The instant at which the shop's clock shows `hour:minute` on day `dayOffset`. */
  function at(dayOffset: number, hour: number, minute = 0): Date {
    return new Date(
      today + dayOffset * DAY_MS + (hour * 60 + minute) * 60_000 - offsetOn(dayOffset),
    );
  }

  /**
   * Moves a day the shop is closed (Sundays and the plan's closures) to the open day before it
   * in the past, or after it in the future.
   */
  function workday(dayOffset: number): number {
    let day = dayOffset;
    const closed = (offset: number) =>
      new Date(today + offset * DAY_MS).getUTCDay() === 0 || closedDays.includes(offset);
    while (closed(day)) day += dayOffset < 0 ? -1 : 1;
    return day;
  }

  /** A calendar date ('YYYY-MM-DD') `dayOffset` days from today. */
  function date(dayOffset: number): string {
    return new Date(today + dayOffset * DAY_MS).toISOString().slice(0, 10);
  }

  return {
    now,
    at,
    workday,
    date,
    /** "Tue, Mar 4, 9:30 AM" in the shop's time zone. */
    label: (instant: Date) => plain(labelFormat.format(instant)),
    /** "9:30 AM" in the shop's time zone. */
    time: (instant: Date) => plain(timeFormat.format(instant)),
  };
}
