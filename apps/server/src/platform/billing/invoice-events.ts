import type { EventBus } from '../../plugins/events.ts';

/**
 * After a commit that changed invoices: `invoices.changed` to the shop's staff but mechanics (no
 * billing screens), naming the invoices and their job orders, so open invoice lists, invoice
 * pages, the receivables and job order pages refetch; and to the car owners of the clients
 * billed, whose invoices list may have changed.
 */
export async function publishInvoicesChanged(
  events: EventBus,
  options: {
    shopId: string;
    invoiceIds: readonly string[];
    jobOrderIds?: readonly (string | null)[];
    ownerUserIds?: readonly (string | null)[];
  },
): Promise<void> {
  const owners = (options.ownerUserIds ?? []).filter((id): id is string => !!id);
  await events.publish({
    type: 'invoices.changed',
    shopId: options.shopId,
    mechanicIds: [],
    ...(owners.length > 0 ? { userIds: owners } : {}),
    data: {
      invoiceIds: options.invoiceIds.slice(0, 50),
      jobOrderIds: (options.jobOrderIds ?? []).filter((id): id is string => !!id).slice(0, 50),
    },
  });
}
