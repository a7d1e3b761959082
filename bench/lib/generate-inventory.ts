import type { Execute } from './generate-shop.ts';

/**
 * Fills one shop's stock room on PostgreSQL in a few INSERT … SELECT statements (no rows travel
 * from Node): suppliers, items, and a ledger of `movementsPerItem` movements per item. Each item's
 * ledger repeats one cycle after its opening receipt — a job reserves a part and consumes it, a
 * counter sale, a damaged one written off, a delivery of three — so on hand never goes below
 * zero and `on_hand_after` is known without a running sum. The items' running figures are then
 * set to the sums of their movements in one grouped pass (ADR 017: the ledger check holds).
 */

export type InventorySize = {
  suppliers: number;
  items: number;
  movementsPerItem: number;
};

// biome-ignore format: a word list is easier to scan in rows
const PARTS = [
  'Oil filter', 'Engine air filter', 'Cabin air filter', 'Fuel filter', 'Ceramic brake pads',
  'Brake rotor', 'Brake caliper', 'Brake hose', 'Iridium spark plug', 'Ignition coil',
  'Wiper blade', 'Headlight bulb', 'Serpentine belt', 'Timing belt kit', 'Battery',
  'Oxygen sensor', 'Thermostat', 'Water pump', 'Wheel bearing', 'Tie rod end', 'Shock absorber',
  'CV axle', 'Fuel pump', 'Radiator hose', 'Alternator', 'Starter motor', 'Control arm',
  'Sway bar link', 'Engine mount', 'Valve cover gasket',
];
// biome-ignore format: a word list is easier to scan in rows
const BRANDS = [
  'Bosch', 'Fram', 'Wix', 'Mann', 'Akebono', 'Raybestos', 'Brembo', 'NGK', 'Denso', 'ACDelco',
  'Motorcraft', 'Gates', 'Dayco', 'Moog', 'Monroe', 'KYB', 'Aisin', 'Standard', 'Dorman', 'Sylvania',
];
// biome-ignore format: a word list is easier to scan in rows
const MAKES = [
  'Toyota', 'Honda', 'Ford', 'Chevrolet', 'Nissan', 'Hyundai', 'Kia', 'Subaru', 'Mazda', 'Jeep',
  'Ram', 'GMC', 'BMW', 'Mercedes-Benz', 'Volkswagen', 'Audi', 'Lexus', 'Tesla', 'Dodge', 'Buick',
];
const CATEGORIES = ['Filters', 'Brakes', 'Ignition', 'Electrical', 'Engine', 'Suspension'];

const literal = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** What each movement of an item's cycle does: kind, on-hand change, reserved change, on hand after (from the cycle's start). */
const CYCLE = `(values
  (0, 'reservation', 0, 1, 0),
  (1, 'consumption', -1, -1, -1),
  (2, 'consumption', -1, 0, -2),
  (3, 'adjustment', -1, 0, -3),
  (4, 'receipt', 3, 0, 0)) as c(step, kind, on_hand_change, reserved_change, after)`;
const CYCLE_LENGTH = 5;

export async function generateInventory(execute: Execute, shopId: string, size: InventorySize) {
  await execute(`set session_replication_role = replica`).catch(() => {});
  const secondary = (await execute(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('inventory_items', 'stock_movements')
       and indexname not in (select conname from pg_constraint)`,
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const index of secondary.rows) await execute(`drop index "${index.indexname}"`);
  await execute(`set maintenance_work_mem = '256MB'`).catch(() => {});

  await execute(
    `insert into suppliers (shop_id, name, contact_name, email, phone, account_number, lead_time_days)
     select $1::uuid, 'Bench Supplier ' || n, 'Contact ' || n, 'supplier' || n || '@example.com',
       '+1 555 020 ' || lpad(n::text, 4, '0'), 'ACC-' || lpad(n::text, 5, '0'), 1 + n % 5
     from generate_series(1, ${size.suppliers}) as n`,
    [shopId],
  );
  await execute(`create temporary table bench_suppliers as
    select row_number() over (order by name) as n, id from suppliers where shop_id = '${shopId}'`);
  await execute(`create temporary table bench_items as
    select n, gen_random_uuid() as id, 40 + n % 30 as opening from generate_series(1, ${size.items}) as n`);

  // Item n: a part kind, a brand and a make; a barcode on three in five; fluids in litres; a
  // fixed price or a markup; a reorder rule on four in five (set below, from the final stock).
  await execute(
    `insert into inventory_items (id, shop_id, sku, name, brand, oem_part_number,
       aftermarket_part_number, barcode, category, location, unit, cost, price, markup_percent,
       supplier_id, created_at, updated_at)
     select b.id, $1::uuid,
       'SKU-' || lpad(b.n::text, 6, '0'),
       (${literal(PARTS)})[1 + b.n % ${PARTS.length}] || ' (' || (${literal(MAKES)})[1 + (b.n / ${PARTS.length}) % ${MAKES.length}] || ' #' || b.n || ')',
       (${literal(BRANDS)})[1 + (b.n * 7) % ${BRANDS.length}],
       'OEM-' || lpad(((b.n::bigint * 7919) % 1000003)::text, 7, '0'),
       'AM-' || lpad(((b.n::bigint * 104729) % 1000003)::text, 7, '0'),
       case when b.n % 5 < 3 then lpad(((b.n::bigint * 982451653) % 1000000000000)::text, 12, '0') end,
       (${literal(CATEGORIES)})[1 + b.n % ${CATEGORIES.length}],
       chr(65 + b.n % 20) || (1 + b.n % 9) || '-' || lpad((b.n % 100)::text, 2, '0'),
       case when b.n % 10 = 0 then 'litre' else 'each' end,
       (5 + (b.n * 37) % 300)::numeric(10, 2) + (b.n % 100) / 100.0,
       case when b.n % 3 = 0 then (10 + (b.n * 37) % 400)::numeric(10, 2) end,
       case when b.n % 3 <> 0 then 40 end,
       s.id, now() - interval '2 years', now() - (b.n % 1000) * interval '1 minute'
     from bench_items b join bench_suppliers s on s.n = 1 + b.n % ${size.suppliers}`,
    [shopId],
  );

  // The ledger: movement k of item n, oldest first, over the last two years.
  const cycles = size.movementsPerItem - 1;
  await execute(
    `insert into stock_movements (shop_id, item_id, kind, reason, on_hand_change, reserved_change,
       on_hand_after, unit_cost, note, actor_name, created_at)
     select $1::uuid, b.id, 'receipt', null, b.opening, 0, b.opening, 10, 'Opening stock', 'Bench',
       now() - interval '730 days'
     from bench_items b`,
    [shopId],
  );
  await execute(
    `insert into stock_movements (shop_id, item_id, kind, reason, on_hand_change, reserved_change,
       on_hand_after, unit_cost, note, actor_name, created_at)
     select $1::uuid, b.id, c.kind,
       case when c.kind = 'adjustment' then 'damage' end,
       c.on_hand_change, c.reserved_change, b.opening + c.after,
       case when c.kind in ('receipt', 'consumption') then 10 end,
       case when c.kind = 'adjustment' then 'Damaged on the shelf' end,
       'Bench',
       now() - interval '730 days' + k * (interval '729 days' / ${cycles}) + (b.n % 3600) * interval '1 second'
     from bench_items b
     cross join generate_series(1, ${cycles}) as k
     join ${CYCLE} on c.step = (k - 1) % ${CYCLE_LENGTH}`,
    [shopId],
  );

  // Running figures = the sums of the movements; reorder points from them: one item in 97 ends
  // at or below its point (Low Stock Alerts), one in five has no rule.
  await execute(
    `update inventory_items i set on_hand = m.on_hand, reserved = m.reserved,
       reorder_point = case when b.n % 5 = 0 then null
         when b.n % 97 = 0 then m.on_hand - m.reserved + 2
         else greatest(m.on_hand - m.reserved - 10 - b.n % 20, 0) end,
       reorder_quantity = case when b.n % 5 <> 0 then 10 + b.n % 20 end
     from bench_items b
     join (select item_id, sum(on_hand_change) as on_hand, sum(reserved_change) as reserved
           from stock_movements where shop_id = $1::uuid group by item_id) m on m.item_id = b.id
     where i.id = b.id`,
    [shopId],
  );
  for (const index of secondary.rows) await execute(index.indexdef);
  await execute(`set session_replication_role = origin`).catch(() => {});
  await execute(`drop table bench_items`);
  await execute(`drop table bench_suppliers`);
}
