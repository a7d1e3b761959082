/** What other modules use from availability: the rows every schedule is drawn from (ADR 045). */
export { loadScheduleRows } from './schedule-rows.ts';
