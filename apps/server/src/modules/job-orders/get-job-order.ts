import {
  availableQuantity,
  partLineHoldsStock,
  partLineShortfall,
  type StockUnit,
} from '@pitstop/domain/inventory';
import type { InvoiceStatus } from '@pitstop/domain/invoices';
import type {
  DeclinedWork,
  JobOrderDetail,
  JobOrderLineView,
  TimeEntry,
} from '@pitstop/domain/job-order-views';
import type { JobOrderLineKind } from '@pitstop/domain/job-orders';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoOf } from '../../platform/appointment-summary.ts';
import { listHistory } from '../../platform/history.ts';
import { listInspectionSummaries } from '../../platform/inspections/inspection-queries.ts';
import {
  type JobOrderLineRow,
  lineViewsOf,
  loadJobOrderLines,
} from '../../platform/job-orders/job-order-lines.ts';
import {
  type JobOrderSummaryRow,
  type JobOrderViewer,
  jobOrderSummaryColumns,
  jobOrderSummaryJoins,
  jobOrderViewerCondition,
  toJobOrderSummary,
} from '../../platform/job-orders/job-order-summary.ts';
import { jobOrderNotFound } from '../../platform/job-orders/transition-job-order.ts';

type DetailRow = JobOrderSummaryRow & {
  client_phone: string | null;
  client_email: string | null;
  vin: string | null;
  vehicle_mileage: number | null;
  appointment_id: string | null;
  appointment_number: number | null;
  description: string | null;
  mileage: number | null;
  mileage_out: number | null;
  notes: string | null;
  cancel_reason: string | null;
  revision: number;
  labor_total: string;
  parts_total: string;
  fees_total: string;
  discount_total: string;
  presented_total: string;
  approved_total: string;
  labor_rate: string;
  mechanics_edit_prices: boolean;
  time_zone: string;
  currency: string;
};

type EstimateRow = {
  id: string;
  revision: number;
  sent_at: Date | string;
  sent_to: string | null;
  presented_total: string;
  answered_at: Date | string | null;
  answered_via: 'link' | 'portal' | 'staff' | null;
  signed_name: string | null;
  approved_total: string | null;
};

type TimeEntryRow = {
  id: string;
  mechanic_id: string;
  mechanic_name: string;
  started_at: Date | string;
  ended_at: Date | string | null;
  note: string | null;
};

type DeclinedRow = {
  id: string;
  job_order_id: string;
  job_order_number: number;
  vehicle_id: string;
  kind: JobOrderLineKind;
  description: string;
  amount: string;
  declined_at: Date | string;
  follow_up_on: string;
  status: DeclinedWork['status'];
};

/** The job's live invoice (invoices_job_order_key allows one that is not void). */
type InvoiceRow = { id: string; number: string | null; status: InvoiceStatus };

type LineStockRow = {
  item_id: string;
  sku: string;
  unit: StockUnit;
  on_hand: string;
  reserved: string;
};

/**
 * The stock of each part line's inventory item as it stands, and how much of the line it cannot
 * cover: an open job's lines only (a completed job has used its parts, a cancelled one holds none).
 */
function stockOfLines(
  status: JobOrderDetail['status'],
  lines: readonly JobOrderLineRow[],
  items: readonly LineStockRow[],
): Map<string, NonNullable<JobOrderLineView['stock']>> {
  const byId = new Map(items.map((item) => [item.item_id, item]));
  const stock = new Map<string, NonNullable<JobOrderLineView['stock']>>();
  const open = status !== 'completed' && status !== 'cancelled';
  for (const line of lines) {
    const item = line.inventoryItemId ? byId.get(line.inventoryItemId) : undefined;
    if (!item) continue;
    const available = availableQuantity({ onHand: item.on_hand, reserved: item.reserved });
    stock.set(line.id, {
      sku: item.sku,
      unit: item.unit,
      onHand: item.on_hand,
      available,
      shortBy:
        open && line.approval !== 'declined'
          ? partLineShortfall({
              quantity: line.quantity,
              available,
              holdsStock: partLineHoldsStock(status, line.approval),
            })
          : null,
    });
  }
  return stock;
}

/** The desk changes prices; a mechanic only when the shop allows it; a manager reads. */
function canEditPrices(role: string | undefined, mechanicsEditPrices: boolean): boolean {
  if (role === 'admin' || role === 'front_desk') return true;
  return role === 'mechanic' && mechanicsEditPrices;
}

/**
 * One job order of the caller's shop with everything its screen shows, in nine small queries
 * sent together whatever the number of lines: the job order with its client, vehicle, mechanic
 * and shop; its latest estimate; its lines; its clocked time; the vehicle's open declined work from other
 * job orders; its history; the stock of its parts' inventory items; its live invoice; its
 * inspections with their counts. Totals are the stored columns (refreshJobOrderTotals keeps them).
 * Another shop's id, or a mechanic asking about someone else's job, is not found.
 */
export async function getJobOrder(options: {
  tx: Tx;
  shopId: string;
  viewer?: JobOrderViewer;
  id: string;
}): Promise<JobOrderDetail> {
  const { tx, shopId, id } = options;
  const [row, estimate, lines, timeEntries, declined, history, lineStock, invoice, inspections] =
    await Promise.all([
      rowsOf<DetailRow>(
        tx,
        sql`
        select ${jobOrderSummaryColumns},
          c.phone as client_phone, c.email as client_email, v.vin, v.mileage as vehicle_mileage,
          j.appointment_id, a.number as appointment_number, j.description, j.mileage,
          j.mileage_out, j.notes, j.cancel_reason, j.revision,
          j.labor_total::text as labor_total, j.parts_total::text as parts_total,
          j.fees_total::text as fees_total, j.discount_total::text as discount_total,
          j.presented_total::text as presented_total, j.approved_total::text as approved_total,
          sh.labor_rate::text as labor_rate, sh.mechanics_edit_prices, sh.timezone as time_zone,
          sh.currency
        from job_orders j ${jobOrderSummaryJoins}
        join shops sh on sh.id = j.shop_id
        left join appointments a on a.shop_id = j.shop_id and a.id = j.appointment_id
        where j.shop_id = ${shopId} and j.id = ${id} ${jobOrderViewerCondition(options.viewer)}`,
      ).then((rows) => rows[0]),
      rowsOf<EstimateRow>(
        tx,
        sql`
        select e.id, e.revision, e.sent_at, e.sent_to, e.presented_total::text as presented_total,
          e.answered_at, e.answered_via, e.signed_name, e.approved_total::text as approved_total
        from job_order_estimates e
        where e.shop_id = ${shopId} and e.job_order_id = ${id}
        order by e.sent_at desc, e.id desc
        limit 1`,
      ).then((rows) => rows[0]),
      loadJobOrderLines({ tx, shopId, jobOrderId: id }),
      rowsOf<TimeEntryRow>(
        tx,
        sql`
        select t.id, t.mechanic_id, t.started_at, t.ended_at, t.note,
          coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''),
            u.name) as mechanic_name
        from job_order_time_entries t
        join users u on u.id = t.mechanic_id
        left join profiles p on p.id = t.mechanic_id
        where t.shop_id = ${shopId} and t.job_order_id = ${id}
        order by t.started_at, t.id`,
      ),
      rowsOf<DeclinedRow>(
        tx,
        sql`
        select d.id, d.job_order_id, o.number as job_order_number, d.vehicle_id, d.kind,
          d.description, d.amount::text as amount, d.created_at as declined_at,
          d.follow_up_on::text as follow_up_on, d.status
        from declined_work d
        join job_orders o on o.shop_id = d.shop_id and o.id = d.job_order_id
        where d.shop_id = ${shopId} and d.status = 'open' and d.job_order_id <> ${id}
          and d.vehicle_id = (select j.vehicle_id from job_orders j
            where j.shop_id = ${shopId} and j.id = ${id})
        order by d.follow_up_on, d.id`,
      ),
      listHistory({ tx, shopId, subjectType: 'job_order', subjectId: id }),
      rowsOf<LineStockRow>(
        tx,
        sql`
        select i.id as item_id, i.sku, i.unit, i.on_hand::text as on_hand, i.reserved::text as reserved
        from inventory_items i
        where i.shop_id = ${shopId} and i.id in (
          select l.inventory_item_id from job_order_items l
          where l.shop_id = ${shopId} and l.job_order_id = ${id} and l.inventory_item_id is not null)`,
      ),
      rowsOf<InvoiceRow>(
        tx,
        sql`
        select i.id, i.number, i.status from invoices i
        where i.shop_id = ${shopId} and i.job_order_id = ${id} and i.status <> 'void'`,
      ).then((rows) => rows[0]),
      listInspectionSummaries({ tx, shopId, of: { jobOrderId: id } }),
    ]);
  if (!row) throw jobOrderNotFound();

  const summary = toJobOrderSummary(row);
  return {
    ...summary,
    client: { ...summary.client, phone: row.client_phone, email: row.client_email },
    vehicle: summary.vehicle
      ? {
          ...summary.vehicle,
          vin: row.vin,
          mileage: row.vehicle_mileage === null ? null : Number(row.vehicle_mileage),
        }
      : null,
    appointmentId: row.appointment_id,
    appointmentNumber: row.appointment_number === null ? null : Number(row.appointment_number),
    concern: row.description,
    mileageIn: row.mileage === null ? null : Number(row.mileage),
    mileageOut: row.mileage_out === null ? null : Number(row.mileage_out),
    notes: row.notes,
    cancelReason: row.cancel_reason,
    revision: Number(row.revision),
    lines: lineViewsOf(lines, stockOfLines(row.status, lines, lineStock)),
    totals: {
      labor: row.labor_total,
      parts: row.parts_total,
      fees: row.fees_total,
      discount: row.discount_total,
      subtotal: row.total,
      presentedTotal: row.presented_total,
      approvedTotal: row.approved_total,
    },
    estimate: estimate
      ? {
          id: estimate.id,
          revision: Number(estimate.revision),
          sentAt: isoOf(estimate.sent_at),
          sentTo: estimate.sent_to,
          presentedTotal: estimate.presented_total,
          answeredAt: estimate.answered_at === null ? null : isoOf(estimate.answered_at),
          answeredVia: estimate.answered_via,
          signedName: estimate.signed_name,
          approvedTotal: estimate.approved_total,
          outdated: Number(estimate.revision) !== Number(row.revision),
        }
      : null,
    timeEntries: timeEntries.map(
      (entry): TimeEntry => ({
        id: entry.id,
        mechanic: { id: entry.mechanic_id, name: entry.mechanic_name },
        startedAt: isoOf(entry.started_at),
        endedAt: entry.ended_at === null ? null : isoOf(entry.ended_at),
        note: entry.note,
      }),
    ),
    declinedWorkOffered: declined.map(
      (work): DeclinedWork => ({
        id: work.id,
        jobOrderId: work.job_order_id,
        jobOrderNumber: Number(work.job_order_number),
        vehicleId: work.vehicle_id,
        kind: work.kind,
        description: work.description,
        amount: work.amount,
        declinedAt: isoOf(work.declined_at),
        followUpOn: work.follow_up_on,
        status: work.status,
      }),
    ),
    history,
    laborRate: row.labor_rate,
    canEditPrices: canEditPrices(options.viewer?.role, row.mechanics_edit_prices),
    timeZone: row.time_zone,
    currency: row.currency,
    invoice: invoice ? { id: invoice.id, number: invoice.number, status: invoice.status } : null,
    inspections,
  };
}
