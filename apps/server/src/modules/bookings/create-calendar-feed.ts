import type { CalendarFeed } from '@pitstop/domain/bookings';
import type { Tx } from '../../db/database.ts';
import { issueLinkToken, revokeLinkTokens } from '../../platform/link-tokens.ts';

/**
 * A mechanic's secret iCalendar address for their phone's calendar. Each call makes a new one
 * and revokes the one before, so a leaked address is shut by asking for a new one.
 */
export async function createCalendarFeed(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
  appUrl: string;
}): Promise<CalendarFeed> {
  const token = await issueLinkToken({
    tx: options.tx,
    shopId: options.shopId,
    purpose: 'calendar_feed',
    subjectId: options.mechanicId,
    createdBy: options.mechanicId,
    replace: true,
  });
  return { url: new URL(`/api/v1/calendar-feed/${token}`, options.appUrl).toString() };
}

/** The mechanic stops sharing their schedule: their feed address no longer answers. */
export async function revokeCalendarFeed(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
}): Promise<void> {
  await revokeLinkTokens({
    tx: options.tx,
    shopId: options.shopId,
    purpose: 'calendar_feed',
    subjectId: options.mechanicId,
  });
}
