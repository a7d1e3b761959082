// What other modules use of service history: the list itself and what a visit cost.
export {
  billedWorkCondition,
  listServiceHistory,
  visitAmountOf,
  visitTotalOf,
} from './service-history-query.ts';
