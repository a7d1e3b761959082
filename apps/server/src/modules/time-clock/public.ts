/** What other modules use of the time clock: its queue handler, and sold labor hours per mechanic. */
export { timeClockJobHandlers } from './clock.ts';
export { soldHoursByMechanic } from './timesheets.ts';
