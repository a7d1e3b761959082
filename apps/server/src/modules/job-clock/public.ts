/** What other modules use of the job clock: the mechanic's running clock. */
export { getRunningClock } from './time-entries.ts';
