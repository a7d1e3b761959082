/**
 * What other modules use of Performance Metrics: hours sold per mechanic (ADR 047/048), and the
 * check of the daily sums behind them (for `npm run reports:check`).
 */
export { performanceDaysMismatches } from './performance-days-check.ts';
export { soldHoursByMechanic } from './sold-hours.ts';
