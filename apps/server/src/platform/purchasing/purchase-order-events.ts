import type { EventBus } from '../../plugins/events.ts';

/**
 * After a commit that changed a purchase order: `inventory.changed` (the event of every
 * inventory and purchasing screen) naming the order and its items, whose "on order" moved, so
 * open purchase order screens, the Low Stock Alerts and item pages refetch.
 */
export async function publishPurchaseOrderChanged(
  events: EventBus,
  options: { shopId: string; purchaseOrderIds: readonly string[]; itemIds: readonly string[] },
): Promise<void> {
  await events.publish({
    type: 'inventory.changed',
    shopId: options.shopId,
    mechanicIds: [],
    data: {
      itemIds: options.itemIds.slice(0, 50),
      purchaseOrderIds: options.purchaseOrderIds.slice(0, 20),
    },
  });
}
