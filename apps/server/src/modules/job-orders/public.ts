/** What other modules use of job orders: lines and totals, locking, the status machine, events, a vehicle's arrival. */
export { appendJobOrderLines, type LineActor } from './append-job-order-lines.ts';
export { assertLineServices } from './check-line-services.ts';
export {
  type JobOrderTaxRules,
  loadAskedBill,
  loadTaxedJobOrderLines,
} from './job-order-bill.ts';
export { findJobOfJobOrder, insertJob, loadJobOrderJobs } from './job-order-jobs.ts';
export {
  domainLineOf,
  type JobOrderLineRow,
  jobOrderLineColumns,
  lineColumnsOf,
  lineViewsOf,
  loadJobOrderLines,
  refreshJobOrderTotals,
} from './job-order-lines.ts';
export { enqueueReadyMailWithInvoice, jobOrderMailJobHandlers } from './job-order-mail.ts';
export { openJobOrderCondition } from './job-order-summary.ts';
export { listTimeEntries } from './job-order-time.ts';
export { assertMayEditPrices, assertShopMechanic, lockJobOrder } from './lock-job-order.ts';
export { type JobOrderChange, publishJobOrderChanged } from './publish-job-order-changed.ts';
export { recordArrival } from './record-arrival.ts';
export { jobOrderNotFound, transitionJobOrder } from './transition-job-order.ts';
