/** What other modules use from bookings; everything else in this folder is private to it. */
export { bookingJobHandlers } from './booking-reminder.ts';
export {
  type BookingViewer,
  selectBookingSummaries,
  toSummary,
  viewerCondition,
} from './booking-summary.ts';
export { endBookingWithJobOrder } from './end-booking-with-job-order.ts';
export { listBookingSlots } from './list-booking-slots.ts';
export { listMechanics, loadBookingSettings } from './load-schedule.ts';
