import { describe, expect, it } from 'vitest';
import { describeTimeOff, shiftsOn, timeOffOn, weekStartOf } from './schedules.ts';

const opening = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }));

describe('schedules', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
  });

  it('reads a date from its exception, else the weekly hours, else the opening hours', () => {
    const own = [{ weekday: 1, start: '07:00', end: '12:00' }];
    const exceptions = [{ date: '2026-12-08', hours: [{ start: '13:00', end: '15:00' }] }];
    expect(shiftsOn({ hours: own, exceptions }, opening, '2026-12-07')).toEqual({
      shifts: [{ start: '07:00', end: '12:00' }],
      source: 'weekly',
    });
    expect(shiftsOn({ hours: own, exceptions }, opening, '2026-12-08')).toEqual({
      shifts: [{ start: '13:00', end: '15:00' }],
      source: 'exception',
    });
    expect(shiftsOn({ hours: own, exceptions }, opening, '2026-12-09').shifts).toEqual([]);
    expect(shiftsOn({ hours: null, exceptions: [] }, opening, '2026-12-09')).toEqual({
      shifts: [{ start: '08:00', end: '17:00' }],
      source: 'opening',
    });
  });

  it('finds the time off of a date in the shop zone, an all-day end being the next midnight', () => {
    const zone = 'America/Chicago';
    const allDay = {
      allDay: true,
      startsAt: '2026-12-07T06:00:00Z',
      endsAt: '2026-12-09T06:00:00Z',
    };
    const partial = {
      allDay: false,
      startsAt: '2026-12-10T19:00:00Z',
      endsAt: '2026-12-10T21:00:00Z',
    };
    expect(timeOffOn([allDay, partial], '2026-12-08', zone)).toEqual([
      { ...allDay, from: 0, until: 1440 },
    ]);
    expect(timeOffOn([allDay], '2026-12-09', zone)).toEqual([]);
    expect(timeOffOn([partial], '2026-12-10', zone)).toEqual([
      { ...partial, from: 780, until: 900 },
    ]);
    expect(describeTimeOff(allDay, { timeZone: zone, locale: 'en-US' })).toBe(
      'Dec 7, 2026 – Dec 8, 2026',
    );
  });
});
