import { describe, expect, it } from 'vitest';
import { zonedInstant } from './local-time.ts';

describe('zonedInstant: wall-clock time on DST change days', () => {
  it.each([
    ['2026-03-08', '10:30', 'America/New_York', '2026-03-08T14:30:00.000Z'],
    ['2026-11-01', '10:30', 'America/New_York', '2026-11-01T15:30:00.000Z'],
    ['2026-03-29', '10:30', 'Europe/Berlin', '2026-03-29T08:30:00.000Z'],
    ['2026-10-25', '10:30', 'Europe/Berlin', '2026-10-25T09:30:00.000Z'],
    ['2026-03-08', '24:00', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    // The spring gap moves forward; a repeated autumn time is its first occurrence.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
  });
});
