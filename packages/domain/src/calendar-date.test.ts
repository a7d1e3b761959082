import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  DATE_RANGE_MESSAGE,
  isSupportedDate,
  localDateTimeSchema,
  timestampSchema,
} from './calendar-date.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('the calendar date of every request', () => {
  it('takes real days from 1900 to 2200', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-12-24', '2200-12-31']) {
      expect(calendarDateSchema().parse(day)).toBe(day);
      expect(isSupportedDate(day)).toBe(true);
    }
  });

  it('refuses days that do not exist, with the field message', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '26-1-1', '']) {
      expect(messagesOf(calendarDateSchema('Use a date').safeParse(day))).toEqual(['Use a date']);
      expect(isSupportedDate(day)).toBe(false);
    }
  });

  it('refuses years no shop means', () => {
    for (const day of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(messagesOf(calendarDateSchema().safeParse(day))).toEqual([DATE_RANGE_MESSAGE]);
      expect(isSupportedDate(day)).toBe(false);
    }
  });
});

describe('the timestamp of every request', () => {
  it('takes an instant with its offset', () => {
    expect(timestampSchema().parse('2026-12-01T09:30:00+01:00')).toBe('2026-12-01T09:30:00+01:00');
  });

  it('refuses impossible days and extreme years', () => {
    expect(messagesOf(timestampSchema('When?').safeParse('2026-02-30T10:00:00Z'))).toEqual([
      'When?',
    ]);
    for (const instant of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      expect(messagesOf(timestampSchema().safeParse(instant))).toEqual([DATE_RANGE_MESSAGE]);
    }
  });
});

describe('a wall-clock date and time', () => {
  it('takes a real day and time, refuses the rest', () => {
    expect(localDateTimeSchema().parse('2026-12-24T13:00')).toBe('2026-12-24T13:00');
    expect(messagesOf(localDateTimeSchema('When?').safeParse('2026-02-30T13:00'))).toEqual([
      'When?',
    ]);
    expect(messagesOf(localDateTimeSchema().safeParse('0000-01-01T13:00'))).toEqual([
      DATE_RANGE_MESSAGE,
    ]);
  });
});
