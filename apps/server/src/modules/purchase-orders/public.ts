// What the server's start uses of purchase orders: the job handlers that send an order's mail.
export { purchaseOrderJobHandlers } from './purchase-order-mail.ts';
