import { describe, expect, it } from 'vitest';
import type { Availability } from './availability.ts';
import { timeOfDay } from './local-time.ts';
import {
  closedWeekdays,
  hasTimeOffOn,
  isWithin,
  mechanicHoursOn,
  offHours,
  shopHoursOn,
} from './working-hours.ts';

/** "08:00–12:00, 13:00–17:00": the ranges as the fixtures write them, to compare at a glance. */
function formatRanges(ranges: { start: number; end: number }[]): string {
  return ranges.map((range) => `${timeOfDay(range.start)}–${timeOfDay(range.end)}`).join(', ');
}

const MECHANIC = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

// Monday to Friday 08:00–12:00 and 13:00–17:00, Saturday 09:00–13:00, Sunday closed.
const availability: Availability = {
  timeZone: 'Europe/Lisbon',
  openingHours: [1, 2, 3, 4, 5]
    .flatMap((weekday) => [
      { weekday, start: '08:00', end: '12:00' },
      { weekday, start: '13:00', end: '17:00' },
    ])
    .concat([{ weekday: 6, start: '09:00', end: '13:00' }]),
  closures: [{ id: OTHER, startsOn: '2026-12-24', endsOn: '2026-12-25', name: 'Christmas' }],
  mechanics: [
    {
      id: MECHANIC,
      name: 'Sam Wrench',
      // Mornings only, and Saturdays from 10:00.
      hours: [1, 2, 3, 4, 5]
        .map((weekday) => ({ weekday, start: '07:00', end: '12:00' }))
        .concat([{ weekday: 6, start: '10:00', end: '14:00' }]),
      timeOff: [
        {
          id: OTHER,
          mechanicId: MECHANIC,
          allDay: false,
          // Wednesday 2 December, 09:30–11:00 Lisbon (UTC+0 in winter).
          startsAt: '2026-12-02T09:30:00.000Z',
          endsAt: '2026-12-02T11:00:00.000Z',
          reason: 'Dentist',
          status: 'approved',
        },
        {
          id: OTHER,
          mechanicId: MECHANIC,
          allDay: true,
          // Monday 7 December, requested and still pending: it takes no time away.
          startsAt: '2026-12-07T00:00:00.000Z',
          endsAt: '2026-12-08T00:00:00.000Z',
          reason: null,
          status: 'pending',
        },
        {
          id: OTHER,
          mechanicId: MECHANIC,
          allDay: true,
          // Thursday 3 and Friday 4 December, whole days.
          startsAt: '2026-12-03T00:00:00.000Z',
          endsAt: '2026-12-05T00:00:00.000Z',
          reason: null,
          status: 'approved',
        },
      ],
      // Tuesday 8 December: a short afternoon instead of the morning.
      exceptions: [{ date: '2026-12-08', hours: [{ start: '14:00', end: '16:00' }] }],
    },
    { id: OTHER, name: 'Alex Spanner', hours: null, timeOff: [], exceptions: [] },
  ],
};

describe('working hours on a local date', () => {
  it('reads the shop opening hours by weekday, and none on a closure or a closed day', () => {
    expect(formatRanges(shopHoursOn(availability, '2026-11-30'))).toBe('08:00–12:00, 13:00–17:00');
    expect(formatRanges(shopHoursOn(availability, '2026-12-05'))).toBe('09:00–13:00');
    expect(shopHoursOn(availability, '2026-12-06')).toEqual([]);
    expect(shopHoursOn(availability, '2026-12-24')).toEqual([]);
    expect(shopHoursOn(availability, '2026-12-25')).toEqual([]);
  });

  it('limits a mechanic to the opening hours and their own hours, minus time off', () => {
    // Own hours 07:00–12:00 inside opening 08:00–12:00.
    expect(formatRanges(mechanicHoursOn(availability, MECHANIC, '2026-11-30'))).toBe('08:00–12:00');
    expect(formatRanges(mechanicHoursOn(availability, MECHANIC, '2026-12-05'))).toBe('10:00–13:00');
    expect(formatRanges(mechanicHoursOn(availability, MECHANIC, '2026-12-02'))).toBe(
      '08:00–09:30, 11:00–12:00',
    );
    expect(mechanicHoursOn(availability, MECHANIC, '2026-12-03')).toEqual([]);
    expect(mechanicHoursOn(availability, MECHANIC, '2026-12-04')).toEqual([]);
    // Someone without hours of their own works the opening hours.
    expect(formatRanges(mechanicHoursOn(availability, OTHER, '2026-12-02'))).toBe(
      '08:00–12:00, 13:00–17:00',
    );
    expect(mechanicHoursOn(availability, OTHER, '2026-12-24')).toEqual([]);
  });

  it('follows a schedule exception for its date and leaves pending time off out', () => {
    expect(formatRanges(mechanicHoursOn(availability, MECHANIC, '2026-12-08'))).toBe('14:00–16:00');
    expect(formatRanges(mechanicHoursOn(availability, MECHANIC, '2026-12-07'))).toBe('08:00–12:00');
    expect(hasTimeOffOn(availability, MECHANIC, '2026-12-07')).toBe(false);
  });

  it('tells time off apart from days it does not touch (an all-day end is the next midnight)', () => {
    expect(hasTimeOffOn(availability, MECHANIC, '2026-12-02')).toBe(true);
    expect(hasTimeOffOn(availability, MECHANIC, '2026-12-04')).toBe(true);
    expect(hasTimeOffOn(availability, MECHANIC, '2026-12-05')).toBe(false);
    expect(hasTimeOffOn(availability, OTHER, '2026-12-02')).toBe(false);
  });

  it('works in the shop zone across a daylight-saving change', () => {
    const summer: Availability = {
      ...availability,
      mechanics: [
        {
          id: MECHANIC,
          name: 'Sam Wrench',
          hours: null,
          // 29 March 2026 Lisbon moves to UTC+1: Monday 30 March 10:00–11:00 local is 09:00Z.
          timeOff: [
            {
              id: OTHER,
              mechanicId: MECHANIC,
              allDay: false,
              startsAt: '2026-03-30T09:00:00.000Z',
              endsAt: '2026-03-30T10:00:00.000Z',
              reason: null,
              status: 'approved',
            },
          ],
          exceptions: [],
        },
      ],
    };
    expect(formatRanges(mechanicHoursOn(summer, MECHANIC, '2026-03-30'))).toBe(
      '08:00–10:00, 11:00–12:00, 13:00–17:00',
    );
  });

  it('gives the rest of the day as off hours, and checks a span against working time', () => {
    const working = mechanicHoursOn(availability, MECHANIC, '2026-12-02');
    expect(formatRanges(offHours(working))).toBe('00:00–08:00, 09:30–11:00, 12:00–24:00');
    expect(isWithin(working, 8 * 60, 9 * 60)).toBe(true);
    expect(isWithin(working, 9 * 60, 10 * 60)).toBe(false);
    expect(isWithin(working, 11 * 60, 12 * 60)).toBe(true);
  });

  it('takes the weekend from the opening hours: open Saturdays, closed Sundays', () => {
    expect(closedWeekdays(availability.openingHours)).toEqual([7]);
    expect(closedWeekdays([])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
