/** What other modules use from schedules; everything else in this folder is private to it. */
export { timeOffJobHandlers } from './time-off-mail.ts';
