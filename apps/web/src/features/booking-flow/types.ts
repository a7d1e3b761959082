import type { BookingWorkshop, PublicWorkshop } from '@pitstop/domain/portal-bookings';

/**
 * A workshop in the flow: signed out, a public one; signed in, with the owner's client record
 * there and whether it takes online bookings.
 */
export type FlowWorkshop = PublicWorkshop &
  Partial<Pick<BookingWorkshop, 'clientId' | 'onlineBooking'>>;
