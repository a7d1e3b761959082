/** What other modules use of the staff inbox: which rows it holds, for the sidebar's badge. */
export {
  inboxBookingCondition,
  inboxEstimateAnswerCondition,
  inboxMessageCondition,
} from './inbox-sources.ts';
