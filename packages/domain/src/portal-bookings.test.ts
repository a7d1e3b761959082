import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format.ts';
import { changeWindowMessage, cutoffMessage } from './portal-bookings.ts';

const shop = {
  cutoffHours: 24,
  format: { timeZone: 'America/Chicago', locale: 'en-US' },
  shopName: 'North Garage',
};
// Tuesday 1 December 2026, 09:00 in Chicago.
const now = new Date('2026-12-01T15:00:00Z');

describe('when an online booking can be changed', () => {
  it('names the last moment before the cut-off, in the shop’s time', () => {
    // 24 hours before Thursday 10:00 AM: Wednesday 10:00 AM in Chicago.
    const until = formatDateTime('2026-12-02T16:00:00Z', shop.format);
    expect(until).toBe('Dec 2, 2026 at 10:00 AM');
    expect(until).toMatch(/10:00 AM/);
    expect(changeWindowMessage({ ...shop, now, startsAt: '2026-12-03T16:00:00Z' })).toBe(
      `You can reschedule or cancel it from your bookings until ${until}.`,
    );
  });

  it('says a same-day visit can only be changed through the workshop', () => {
    const message = changeWindowMessage({ ...shop, now, startsAt: '2026-12-01T20:00:00Z' });
    expect(message).toBe(
      'This visit is less than 24 hours away, so it cannot be changed or cancelled online: please contact North Garage to change it.',
    );
    expect(message).not.toMatch(/You can reschedule/);
  });

  it('counts a one-hour cut-off in the singular', () => {
    expect(cutoffMessage({ cutoffHours: 1, shopName: 'North Garage' })).toBe(
      'Bookings can be changed or cancelled online until 1 hour before they start. Please contact North Garage to change this one.',
    );
  });
});
