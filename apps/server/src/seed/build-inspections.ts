import { randomUUID } from 'node:crypto';
import { defaultInspectionTemplate, type InspectionCondition } from '@pitstop/domain/inspections';
import type { inspectionItems, inspections } from '../db/schema/inspections.ts';
import type { ShopRows } from './seed-types.ts';

export type InspectionRow = typeof inspections.$inferInsert;
export type InspectionItemRow = typeof inspectionItems.$inferInsert;

type Finding = { key: string; measurement?: string; notes: string };

/** What the demo's inspections found, taken in turn so each open job shows different ones. */
const RED: Finding[] = [
  { key: 'brakes.front-pads', measurement: '2', notes: 'Pads nearly down to the backing plate' },
  { key: 'tires.lf-tread', measurement: '2', notes: 'Below the legal minimum on the inner edge' },
  { key: 'body.wipers', notes: 'Torn rubber, streaking on the driver side' },
  { key: 'hood.belts', notes: 'Serpentine belt cracked' },
];
const YELLOW: Finding[] = [
  { key: 'fluids.brake', notes: 'Dark; due for a flush' },
  { key: 'hood.air-filter', notes: 'Dirty, replace at the next service' },
  { key: 'tires.rr-tread', measurement: '4', notes: 'Plan new rear tires within a few months' },
  { key: 'battery.voltage', measurement: '12.2', notes: 'Weak at rest; test again in winter' },
  { key: 'hood.cabin-filter', notes: 'Leaves and dust' },
];
/** Good readings of the measurement items. */
const GOOD_MEASUREMENTS: Record<string, string> = {
  'tires.lf-tread': '7',
  'tires.rf-tread': '7',
  'tires.lr-tread': '6',
  'tires.rr-tread': '6',
  'brakes.front-pads': '8',
  'brakes.rear-pads': '7',
  'battery.voltage': '12.6',
};

/**
 * A completed multi-point inspection on each of the shop's open job orders with a vehicle, an
 * hour after it was opened: one red and two yellow items (different on each job), the rest good.
 * Those waiting for the customer's approval were sent with the estimate.
 */
export function buildInspections(rows: ShopRows, now: Date) {
  const inspectionRows: InspectionRow[] = [];
  const itemRows: InspectionItemRow[] = [];
  const open = rows.jobOrders.filter(
    (job) => job.vehicleId && job.status !== 'completed' && job.status !== 'cancelled',
  );
  open.forEach((job, index) => {
    const id = randomUUID();
    const openedAt = job.openedAt ?? now;
    const completedAt = new Date(Math.min(openedAt.getTime() + 3_600_000, now.getTime()));
    inspectionRows.push({
      id,
      shopId: rows.shop.id,
      jobOrderId: job.id as string,
      vehicleId: job.vehicleId as string,
      name: defaultInspectionTemplate.name,
      status: 'completed',
      startedAt: openedAt,
      completedAt,
      sharedAt: job.status === 'awaiting_approval' ? completedAt : null,
      createdAt: openedAt,
      updatedAt: completedAt,
    });
    const red = RED[index % RED.length] as Finding;
    const yellow = [
      YELLOW[index % YELLOW.length],
      YELLOW[(index + 2) % YELLOW.length],
    ] as Finding[];
    const findings = new Map<string, [InspectionCondition, Finding]>([
      ...yellow.map((finding): [string, [InspectionCondition, Finding]] => [
        finding.key,
        ['soon', finding],
      ]),
      [red.key, ['now', red]],
    ]);
    let position = 0;
    for (const section of defaultInspectionTemplate.sections) {
      for (const item of section.items) {
        const [condition, finding] = findings.get(item.key) ?? ['good' as const, null];
        itemRows.push({
          shopId: rows.shop.id,
          inspectionId: id,
          position: position++,
          section: section.title,
          itemKey: item.key,
          label: item.label,
          kind: item.kind,
          unit: item.unit,
          condition,
          measurement:
            item.kind === 'measurement'
              ? (finding?.measurement ?? GOOD_MEASUREMENTS[item.key] ?? null)
              : null,
          notes: finding?.notes ?? null,
          answeredAt: completedAt,
        });
      }
    }
  });
  return { inspections: inspectionRows, inspectionItems: itemRows };
}
