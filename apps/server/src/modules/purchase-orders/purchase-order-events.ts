import type { Tx } from '../../db/database.ts';
import type { EventBus } from '../../plugins/events.ts';

/**
 * In the transaction that changed a purchase order: `inventory.changed` (the event of every
 * inventory and purchase order screen) naming the order and its items, whose "on order" moved,
 * so open purchase order screens, the Low Stock Alerts and item pages refetch once it commits.
 */
export async function publishPurchaseOrderChanged(options: {
  events: EventBus;
  tx: Tx;
  shopId: string;
  purchaseOrderIds: readonly string[];
  itemIds: readonly string[];
}): Promise<void> {
  await options.events.publish(
    {
      type: 'inventory.changed',
      shopId: options.shopId,
      mechanicIds: [],
      data: {
        itemIds: options.itemIds.slice(0, 50),
        purchaseOrderIds: options.purchaseOrderIds.slice(0, 20),
      },
    },
    options.tx,
  );
}
