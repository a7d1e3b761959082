import { randomUUID } from 'node:crypto';
import {
  computeJobOrderTotals,
  type JobOrderLine,
  type JobOrderTotals,
  type LineApproval,
  workLineAmount,
} from '@pitstop/domain/job-orders';
import { lineColumnsOf } from '../modules/job-orders/public.ts';
import type { ServiceTemplate } from './demo-catalogue.ts';
import { buildJobLines, type JobLine } from './job-lines.ts';
import type {
  ClientSeed,
  DeclinedWorkRow,
  JobOrderEstimateRow,
  JobOrderItemRow,
  JobOrderRow,
  JobStatus,
  OpenJobStatus,
  SeedContext,
  VehicleSeed,
  VisitRatingRow,
} from './seed-types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The shops' declined_follow_up_days (the column's default). */
const FOLLOW_UP_DAYS = 90;
/** A follow-up this long past without a booking: the desk called and the customer said no. */
const DISMISSED_AFTER_DAYS = 45;

/** When each car in the shop was promised back: today or tomorrow, as [day, hour, minute]. */
const PROMISED: Record<OpenJobStatus, readonly [number, number, number]> = {
  estimate: [0, 17, 30],
  awaiting_approval: [1, 17, 0],
  approved: [1, 15, 0],
  in_progress: [0, 16, 30],
  waiting_for_parts: [1, 12, 0],
  ready_for_pickup: [0, 17, 0],
};

const RATING_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Quick, friendly and explained everything.',
    'Ready when promised, thanks!',
    'Honest advice, no upselling.',
    'Great work as always.',
  ],
  4: ['Good job, took a bit longer than quoted.', 'All fixed, waiting room could be warmer.'],
  3: ['Work was fine but I had to call twice for an update.'],
  2: ['Car was ready a day late.'],
  1: ['Nobody told me about the extra charge until pickup.'],
};

const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

const answeredStatuses = new Set<JobStatus>([
  'approved',
  'in_progress',
  'waiting_for_parts',
  'ready_for_pickup',
  'completed',
  'cancelled',
]);

export type BuiltJobOrder = {
  jobOrder: JobOrderRow;
  items: JobOrderItemRow[];
  estimate: JobOrderEstimateRow | null;
  declined: DeclinedWorkRow[];
  rating: VisitRatingRow | null;
  totals: JobOrderTotals;
  openedAt: Date;
  finishedAt: Date;
};

/**
 * One visit's job order: its lines with the customer's answers, the totals the domain computes
 * from them, the estimate the customer answered (or has yet to), the work they declined (kept
 * on the vehicle with a follow-up date) and, now and then, their rating of the visit. A past
 * visit whose estimate the customer turned down entirely becomes a cancelled job.
 */
export function buildJobOrder(
  { random, calendar, shopId }: SeedContext,
  visit: {
    status: JobStatus;
    /** The visit's day, moved off closed days. */
    day: number;
    client: ClientSeed;
    vehicle: VehicleSeed;
    service: { id: string; template: ServiceTemplate };
    /** Odometer at check-in. */
    mileage: number;
    appointmentId: string;
    startsAt: Date;
    endsAt: Date;
    /** The customer's concern as written at check-in. */
    concern: string;
    notes: string | null;
  },
): BuiltJobOrder {
  const { now } = calendar;
  const { client, vehicle } = visit;
  const jobOrderId = randomUUID();
  const openedAt = later(visit.startsAt, -random.int(0, 20) * MINUTE_MS);
  const finishedAt = later(visit.endsAt, random.int(5, 150) * MINUTE_MS);
  const built = buildJobLines(random, visit.service, {
    kind: vehicle.model.kind,
    year: vehicle.year,
  });
  // A job still being written up has only the booked service on it so far.
  const lines: JobLine[] = visit.status === 'estimate' ? built.lines.slice(0, 1) : built.lines;
  if (client.fleet && random.chance(0.3)) {
    lines.push({
      recommended: false,
      line: {
        kind: 'discount',
        description: 'Fleet account discount',
        amount: null,
        percent: '10.00',
      },
    });
  } else if (!vehicle.featured && random.chance(0.05)) {
    lines.push({
      recommended: false,
      line: { kind: 'discount', description: 'Seasonal coupon', amount: '20.00', percent: null },
    });
  }

  const recommends = lines.some((line) => line.recommended);
  const status: JobStatus =
    visit.status === 'completed' && recommends && !vehicle.featured && random.chance(0.08)
      ? 'cancelled'
      : visit.status;
  const answered = answeredStatuses.has(status);
  // The featured car owner's history stays simple: they approved everything.
  const declineChance = vehicle.featured ? 0 : 0.3;
  const approvals: LineApproval[] = lines.map((line) => {
    if (!answered) return 'pending';
    if (status === 'cancelled') return line.line.kind === 'discount' ? 'approved' : 'declined';
    return line.recommended && random.chance(declineChance) ? 'declined' : 'approved';
  });
  const domainLines: JobOrderLine[] = lines.map((line, index) => ({
    ...line.line,
    approval: approvals[index] ?? 'pending',
  }));
  const totals = computeJobOrderTotals(domainLines);

  const completed = status === 'completed';
  const workDone = (line: JobOrderLine, index: number) => {
    if (line.approval !== 'approved' || line.kind === 'discount' || line.kind === 'fee')
      return false;
    if (completed || status === 'ready_for_pickup') return true;
    // Under way: the booked service is done, the rest is still to do.
    return status === 'in_progress' && index === 0;
  };
  const items: JobOrderItemRow[] = domainLines.map((line, index) => ({
    id: randomUUID(),
    shopId,
    jobOrderId,
    position: index + 1,
    ...lineColumnsOf(line),
    approval: line.approval,
    done: workDone(line, index),
    createdAt: openedAt,
    updatedAt: openedAt,
  }));

  // An estimate goes out when there is more to agree than the booked service.
  let estimate: JobOrderEstimateRow | null = null;
  let answeredAt: Date | null = null;
  if (status === 'awaiting_approval' || (answered && lines.length > 1)) {
    const sentAt = earlier(later(openedAt, random.int(40, 90) * MINUTE_MS), later(now, -HOUR_MS));
    if (answered) {
      answeredAt = earlier(later(sentAt, random.int(15, 180) * MINUTE_MS), later(now, -MINUTE_MS));
    }
    const via = vehicle.featured ? 'portal' : random.chance(0.55) ? 'link' : 'staff';
    estimate = {
      shopId,
      jobOrderId,
      revision: lines.length,
      sentAt,
      sentTo: client.email,
      presentedTotal: totals.presentedTotal,
      answeredAt,
      answeredVia: answeredAt ? via : null,
      signedName: answeredAt ? client.name : null,
      approvedTotal: answeredAt ? totals.approvedTotal : null,
      // The demo's history was seen when it happened: its answers are not new notifications.
      answerReadAt: answeredAt,
    };
  }

  const followUpDay = visit.day + FOLLOW_UP_DAYS;
  const declined: DeclinedWorkRow[] = domainLines.flatMap((line, index) => {
    const item = items[index];
    if (line.approval !== 'declined' || !item || (line.kind !== 'labor' && line.kind !== 'part'))
      return [];
    const { approval: _approval, ...input } = line;
    const decidedAt = answeredAt ?? openedAt;
    return [
      {
        shopId,
        clientId: client.id,
        vehicleId: vehicle.id,
        jobOrderId,
        jobOrderItemId: item.id,
        kind: line.kind,
        description: line.description,
        line: input,
        amount: workLineAmount(line),
        followUpOn: calendar.date(followUpDay),
        status: followUpDay < -DISMISSED_AFTER_DAYS ? 'dismissed' : 'open',
        createdAt: decidedAt,
        updatedAt: decidedAt,
      },
    ];
  });

  let rating: VisitRatingRow | null = null;
  const ratedAt = later(finishedAt, random.int(3, 48) * HOUR_MS);
  if (completed && random.chance(0.4) && ratedAt.getTime() < now.getTime()) {
    const score = random.weighted([
      [5, 60],
      [4, 28],
      [3, 8],
      [2, 3],
      [1, 1],
    ] as const);
    rating = {
      shopId,
      jobOrderId,
      score,
      comment: random.chance(0.5) ? random.pick(RATING_COMMENTS[score] ?? []) : null,
      createdAt: ratedAt,
    };
  }

  const open = PROMISED[status as OpenJobStatus] as (typeof PROMISED)[OpenJobStatus] | undefined;
  // Past jobs were promised for an hour after the booking's end.
  const promisedAt = open
    ? calendar.at(calendar.workday(open[0]), open[1], open[2])
    : later(visit.endsAt, HOUR_MS);
  const completedAt = completed ? finishedAt : null;
  const closedAt = completedAt ?? (status === 'cancelled' ? answeredAt : null);
  const jobOrder: JobOrderRow = {
    id: jobOrderId,
    shopId,
    appointmentId: visit.appointmentId,
    clientId: client.id,
    vehicleId: vehicle.id,
    mechanicId: null,
    status,
    description: built.finding ? `${visit.concern} — diagnosis: ${built.finding}.` : visit.concern,
    mileage: visit.mileage,
    mileageOut: completed ? visit.mileage + random.int(0, 4) : null,
    promisedAt,
    notes: visit.notes,
    cancelReason: status === 'cancelled' ? 'Customer declined the estimate.' : null,
    openedAt,
    completedAt,
    revision: lines.length,
    laborTotal: totals.labor,
    partsTotal: totals.parts,
    feesTotal: totals.fees,
    discountTotal: totals.discount,
    totalCost: totals.subtotal,
    presentedTotal: totals.presentedTotal,
    approvedTotal: totals.approvedTotal,
    createdAt: openedAt,
    updatedAt: closedAt ?? answeredAt ?? openedAt,
  };
  return { jobOrder, items, estimate, declined, rating, totals, openedAt, finishedAt };
}
