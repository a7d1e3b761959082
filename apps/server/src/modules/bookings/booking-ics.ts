import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * A booking as an iCalendar file (RFC 5545) the car owner adds to their calendar. The event's UID
 * is the booking's, and `sequence` grows with each change, so a calendar app replaces the event
 * it has when a rescheduled booking's file arrives. Times are written in UTC.
 */
export function bookingIcs(booking: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  /** e.g. "Oil Change, Tire Rotation at Pitstop Demo Garage" */
  summary: string;
  description: string;
  location: string | null;
  url: string;
  sequence: number;
  /** The host of the app's address: UIDs must be globally unique (RFC 5545 §3.8.4.7). */
  domain: string;
}): string {
  const calendar = ical({
    prodId: { company: 'Pitstop', product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `booking-${booking.id}@${booking.domain}`,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: booking.summary,
    description: booking.description,
    location: booking.location,
    url: booking.url,
    sequence: booking.sequence,
    status: booking.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
