import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobOrderRows } from './job-order-rows.ts';
import { rowsOf } from './rows.ts';

export type SeededInspection = { inspectionId: string; itemIds: string[]; jobOrderId: string };

/**
 * An in-progress inspection with two items, written with SQL (for the photo tests, which do not
 * depend on how the inspections module starts one). A new job order unless one is given.
 */
export async function seedInspection(
  database: Database,
  options: {
    shopId: string;
    clientId: string;
    vehicleId: string;
    jobOrderId?: string;
    mechanicId?: string | null;
  },
): Promise<SeededInspection> {
  const db = database.db;
  const jobOrderId =
    options.jobOrderId ??
    (
      await jobOrderRows(database).jobOrder({
        shopId: options.shopId,
        clientId: options.clientId,
        vehicleId: options.vehicleId,
        mechanicId: options.mechanicId ?? null,
        status: 'in_progress',
      })
    ).id;
  const [inspection] = await rowsOf<{ id: string }>(
    db,
    sql`insert into inspections (shop_id, job_order_id, vehicle_id, name)
      values (${options.shopId}, ${jobOrderId}, ${options.vehicleId}, 'Multi-point inspection')
      returning id`,
  );
  const inspectionId = (inspection as { id: string }).id;
  const items = await rowsOf<{ id: string }>(
    db,
    sql`insert into inspection_items (shop_id, inspection_id, position, section, item_key, label, kind)
      values (${options.shopId}, ${inspectionId}, 0, 'Brakes', 'brakes.front-pads', 'Front pads', 'condition'),
             (${options.shopId}, ${inspectionId}, 1, 'Tires', 'tires.lf-tread', 'LF tread', 'measurement')
      returning id`,
  );
  return { inspectionId, itemIds: items.map((item) => item.id), jobOrderId };
}

/** A multipart/form-data body with one file, as a phone's browser sends it. */
export function multipartFile(
  file: Buffer,
  filename: string,
  contentType: string,
  field = 'photo',
) {
  const boundary = `----pitstop${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
