/** What other modules use of the staff inbox: which rows it holds, for the sidebar's badge. */
export {
  inboxBookingCondition,
  inboxEstimateAnswerCondition,
  inboxMessageCondition,
  inboxUnreadTimeOffCondition,
} from './inbox-sources.ts';
