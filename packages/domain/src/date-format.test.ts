import { describe, expect, it } from 'vitest';
import {
  type DateFormat,
  dateInputFormat,
  dateTimeInputFormat,
  formatCalendarDate,
  formatClockRanges,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatMonth,
  formatShortMonth,
  formatTime,
  formatWeekdayCalendarDate,
  lastServiceLabel,
  timeInputFormat,
} from './date-format.ts';

const chicago: DateFormat = { timeZone: 'America/Chicago', locale: 'en-US' };
const berlin: DateFormat = { timeZone: 'Europe/Berlin', locale: 'de-DE' };

describe("formatDateTime: an instant on the shop's clock", () => {
  it('shows the shop’s wall-clock time, not the viewer’s', () => {
    expect(formatDateTime('2026-11-27T13:48:00.000Z', chicago)).toBe('Nov 27, 2026 at 7:48 AM');
    expect(formatDateTime('2026-11-27T13:48:00.000Z', berlin)).toBe('27 Nov 2026 at 14:48');
    expect(formatTime(new Date('2026-11-27T13:48:00.000Z'), chicago)).toBe('7:48 AM');
  });

  it('takes the shop’s calendar day of a late-evening instant', () => {
    expect(formatDate('2026-12-02T04:30:00.000Z', chicago)).toBe('Dec 1, 2026');
  });

  it('shows "—" for a missing or unreadable instant', () => {
    expect(formatDateTime(null, chicago)).toBe('—');
    expect(formatDateTime('not a date', chicago)).toBe('—');
    expect(formatTime(undefined, chicago)).toBe('—');
  });

  it('gives date inputs the same order and clock', () => {
    expect(dateInputFormat(chicago)).toBe('MMM D, YYYY');
    expect(dateTimeInputFormat(chicago)).toBe('MMM D, YYYY h:mm A');
    expect(dateInputFormat(berlin)).toBe('D MMM YYYY');
    expect(dateTimeInputFormat(berlin)).toBe('D MMM YYYY H:mm');
    expect(timeInputFormat(chicago)).toBe('12h');
    expect(timeInputFormat(berlin)).toBe('24h');
  });

  it('uses plain spaces, so texts read and search alike', () => {
    expect(formatTime('2026-11-27T20:05:00.000Z', chicago)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('formatDateTime across DST changes (America/Chicago)', () => {
  it.each([
    // Spring forward, Mar 8 2026: 1:59 CST is followed by 3:00 CDT.
    ['2026-03-08T07:59:00.000Z', 'Mar 8, 2026 at 1:59 AM'],
    ['2026-03-08T08:00:00.000Z', 'Mar 8, 2026 at 3:00 AM'],
    // Fall back, Nov 1 2026: 1:30 happens twice, CDT then CST.
    ['2026-11-01T06:30:00.000Z', 'Nov 1, 2026 at 1:30 AM'],
    ['2026-11-01T07:30:00.000Z', 'Nov 1, 2026 at 1:30 AM'],
    ['2026-11-01T08:30:00.000Z', 'Nov 1, 2026 at 2:30 AM'],
  ])('%s → %s', (instant, expected) => {
    expect(formatDateTime(instant, chicago)).toBe(expected);
  });

  it('keeps midnight at 12:00 AM of the right day on both sides of a change', () => {
    expect(formatDateTime('2026-03-08T06:00:00.000Z', chicago)).toBe('Mar 8, 2026 at 12:00 AM');
    expect(formatDateTime('2026-03-09T05:00:00.000Z', chicago)).toBe('Mar 9, 2026 at 12:00 AM');
  });

  it('follows Europe/Berlin’s own change date (Mar 29 2026)', () => {
    expect(formatTime('2026-03-29T00:59:00.000Z', berlin)).toBe('1:59');
    expect(formatTime('2026-03-29T01:00:00.000Z', berlin)).toBe('3:00');
  });
});

describe('calendar dates have no time zone', () => {
  it('reads YYYY-MM-DD as written, in the shop’s region’s order', () => {
    expect(formatCalendarDate('2026-03-05', chicago)).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-03-05T23:30:00.000Z', chicago)).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-03-05', { locale: 'en-US' })).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-03-05', berlin)).toBe('5 Mar 2026');
    expect(formatWeekdayCalendarDate('2026-12-01', chicago)).toBe('Tue, Dec 1, 2026');
    expect(formatMonth('2026-12-01', chicago)).toBe('December 2026');
    expect(formatShortMonth('2026-12-01', chicago)).toBe('Dec 2026');
    expect(formatShortMonth('2026-03-31', berlin)).toBe('Mar 2026');
    expect(formatCalendarDate(null, chicago)).toBe('—');
  });

  it('speaks English whatever the shop’s number format', () => {
    expect(formatCalendarDate('2026-03-05', { locale: 'fr-FR' })).toBe('5 Mar 2026');
    expect(formatCalendarDate('2026-03-05', { locale: 'not a locale' })).toBe('Mar 5, 2026');
  });
});

describe("the shop's hours are written on the clock its times use", () => {
  it('writes opening hours on a 12-hour clock in the US, a 24-hour one in Germany', () => {
    const day = [
      { start: 8 * 60, end: 12 * 60 },
      { start: 13 * 60 + 30, end: 17 * 60 },
    ];
    expect(formatClockRanges(day, chicago)).toBe('8:00 AM–12:00 PM, 1:30 PM–5:00 PM');
    expect(formatClockRanges(day, berlin)).toBe('8:00–12:00, 13:30–17:00');
    expect(formatClockTime(0, chicago)).toBe('12:00 AM');
    expect(formatClockTime(24 * 60, berlin)).toBe('0:00');
    // The same clock as a moment of the shop's day.
    expect(formatClockTime(7 * 60 + 44, chicago)).toBe(formatTime('2026-11-27T13:44:00Z', chicago));
  });
});

describe('lastServiceLabel: date with (This week) under 7 days, (This month) under 30 (spec §9)', () => {
  // 22 Nov 2026 04:30 UTC is still 21 Nov, late evening, in Chicago.
  const now = new Date('2026-11-22T04:30:00.000Z');
  it.each([
    ['2026-11-21', 'Nov 21, 2026', '(This week)'],
    ['2026-11-15', 'Nov 15, 2026', '(This week)'], // 6 days
    ['2026-11-14', 'Nov 14, 2026', '(This month)'], // 7 days
    ['2026-10-23', 'Oct 23, 2026', '(This month)'], // 29 days
    ['2026-10-22', 'Oct 22, 2026', null], // 30 days
    ['2025-01-02', 'Jan 2, 2025', null],
    ['2026-11-25', 'Nov 25, 2026', null], // a future date gets no hint
    ['2026-11-20T08:00:00.000Z', 'Nov 20, 2026', '(This week)'],
  ] as const)('%s → %s %s', (date, text, hint) => {
    expect(lastServiceLabel(date, chicago, now)).toEqual({ text, hint });
  });
  it('counts days from the shop’s today, not UTC’s', () => {
    expect(lastServiceLabel('2026-10-22', chicago, now).hint).toBeNull();
    expect(lastServiceLabel('2026-10-22', { ...chicago, timeZone: 'UTC' }, now).hint).toBeNull();
    expect(lastServiceLabel('2026-10-23', { ...chicago, timeZone: 'UTC' }, now).hint).toBeNull();
  });
  it('says Never without a date', () => {
    expect(lastServiceLabel(null, chicago, now)).toEqual({ text: 'Never', hint: null });
    expect(lastServiceLabel('garbage', chicago, now)).toEqual({ text: 'Never', hint: null });
  });
  it('counts across a month and a year boundary', () => {
    expect(lastServiceLabel('2026-12-28', chicago, new Date('2027-01-03T18:00:00Z')).hint).toBe(
      '(This week)',
    );
    expect(lastServiceLabel('2026-02-27', chicago, new Date('2026-03-05T18:00:00Z')).hint).toBe(
      '(This week)',
    );
  });
});
