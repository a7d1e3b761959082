/** What other modules use of the time clock: its queue handler. */
export { timeClockJobHandlers } from './clock.ts';
