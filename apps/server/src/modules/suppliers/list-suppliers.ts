import type { Supplier } from '@pitstop/domain/inventory-views';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, suppliers } from '../../db/schema/inventory.ts';

/** The shop's suppliers as the API shows them, each with the number of active items it supplies. */
function selectSuppliers(tx: Tx, shopId: string, where?: SQL) {
  const activeItems = tx
    .select({
      supplierId: inventoryItems.supplierId,
      count: sql<number>`count(*)::int`.as('item_count'),
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.active, true)))
    .groupBy(inventoryItems.supplierId)
    .as('active_items');
  return tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      contactName: suppliers.contactName,
      email: suppliers.email,
      phone: suppliers.phone,
      accountNumber: suppliers.accountNumber,
      leadTimeDays: suppliers.leadTimeDays,
      notes: suppliers.notes,
      active: suppliers.active,
      itemCount: sql<number>`coalesce(${activeItems.count}, 0)`,
    })
    .from(suppliers)
    .leftJoin(activeItems, eq(activeItems.supplierId, suppliers.id))
    .where(and(eq(suppliers.shopId, shopId), where));
}

/** The shop's suppliers by name (active first), each with the number of active items it supplies. */
export async function listSuppliers(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ items: Supplier[] }> {
  const rows = await selectSuppliers(options.tx, options.shopId).orderBy(
    desc(suppliers.active),
    asc(sql`lower(${suppliers.name})`),
    asc(suppliers.id),
  );
  return { items: rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })) };
}

export async function getSupplier(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<Supplier | null> {
  const [row] = await selectSuppliers(options.tx, options.shopId, eq(suppliers.id, options.id));
  return row ? { ...row, itemCount: Number(row.itemCount) } : null;
}
