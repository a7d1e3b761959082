/** What other modules use of estimates: opening the estimate link, its mail's job handlers. */
export { estimateJobHandlers } from './estimate-mail.ts';
export { openEstimateLink } from './open-estimate-link.ts';
