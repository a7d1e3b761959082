import type { Supplier } from '@pitstop/domain/inventory-views';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

type SupplierRow = {
  id: string;
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  account_number: string | null;
  lead_time_days: number | null;
  notes: string | null;
  active: boolean;
  item_count: number;
};

const supplierColumns = sql`s.id, s.name, s.contact_name, s.email, s.phone, s.account_number,
  s.lead_time_days, s.notes, s.active,
  (select count(*) from inventory_items i
    where i.shop_id = s.shop_id and i.supplier_id = s.id and i.active)::int as item_count`;

function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    accountNumber: row.account_number,
    leadTimeDays: row.lead_time_days,
    notes: row.notes,
    active: row.active,
    itemCount: Number(row.item_count),
  };
}

/** The shop's suppliers by name (active first), each with the number of active items it supplies. */
export async function listSuppliers(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ items: Supplier[] }> {
  const rows = await rowsOf<SupplierRow>(
    options.tx,
    sql`select ${supplierColumns} from suppliers s where s.shop_id = ${options.shopId}
      order by s.active desc, lower(s.name), s.id`,
  );
  return { items: rows.map(toSupplier) };
}

export async function getSupplier(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<Supplier | null> {
  const [row] = await rowsOf<SupplierRow>(
    options.tx,
    sql`select ${supplierColumns} from suppliers s
      where s.shop_id = ${options.shopId} and s.id = ${options.id}`,
  );
  return row ? toSupplier(row) : null;
}
