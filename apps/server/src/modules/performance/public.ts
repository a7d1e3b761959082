/**
 * What other modules use of Performance Metrics: the sums behind its figures for any ranges of
 * days (the Employee Performance report), hours sold per mechanic (payroll) and the check of the
 * daily sums behind them (`npm run reports:check`) — ADR 047 and 048.
 */
export {
  hasTechnicianWork,
  type PerformancePerson,
  performanceSums,
} from './get-performance.ts';
export { performanceDaysMismatches } from './performance-days-check.ts';
export { soldHoursByMechanic } from './sold-hours.ts';
