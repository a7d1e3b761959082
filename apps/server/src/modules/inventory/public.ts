// What other modules use of inventory: the stock ledger (job orders and purchase orders move
// stock through it), the low-stock rule and the item row the Low Stock Alerts list.
export {
  type ItemRow,
  itemAlias,
  itemColumns,
  supplierAlias,
  supplierJoin,
  toItemSummary,
} from './item-rows.ts';
export {
  lowStockCondition,
  publishInventoryChanged,
  recordStockMovement,
  sortItemIds,
} from './stock-ledger.ts';
