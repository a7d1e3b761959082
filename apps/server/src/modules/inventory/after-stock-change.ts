import type { FastifyBaseLogger } from 'fastify';
import { publishInventoryChanged } from '../../platform/inventory/stock-ledger.ts';
import type { EventBus } from '../../plugins/events.ts';

/**
 * After a commit that changed stock or an item: `inventory.changed`, so open lists, item pages
 * and the Low Stock badge refetch. The change is saved whatever happens here: a failure is
 * logged, never thrown at the caller.
 */
export async function afterStockChange(
  deps: { events: EventBus; log: FastifyBaseLogger },
  options: { shopId: string; itemIds: readonly string[] },
): Promise<void> {
  try {
    await publishInventoryChanged(deps.events, options);
  } catch (error) {
    deps.log.error(
      { err: error, ...options },
      'an inventory change was saved but its live update failed',
    );
  }
}
