import {
  isJobOrderLate,
  isOpenJobOrderStatus,
  type JobOrderBoard,
  type JobOrderBoardCard,
} from '@pitstop/domain/job-order-board';
import { openJobOrderStatuses } from '@pitstop/domain/job-orders';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionItems, inspections } from '../../db/schema/inspections.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { isDeactivated } from '../employees/public.ts';
import { openJobOrderCondition, selectJobOrderSummaries } from './job-order-summary.ts';

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** The board's columns in order, for sorting the cards by column. */
const columns = sql.raw(
  `array[${openJobOrderStatuses.map((status) => `'${status}'`).join(', ')}]::text[]`,
);

/**
 * The shop board: every open job order (or one mechanic's, or the unassigned ones) with what
 * its card shows, in one query: the summary joins (client, vehicle, mechanic), its inspections'
 * items counted by condition and its customers' unread estimate answers, each counted per job
 * order in a lateral subquery (through inspections_job_order_idx and
 * job_order_estimates_job_order_idx). Every staff member sees the whole board; a mechanic may
 * move only their own jobs, which the transition checks. An unknown or deactivated mechanic is a 400.
 */
export async function getJobOrderBoard(options: {
  tx: Tx;
  shopId: string;
  mechanicId?: string;
  now?: Date;
}): Promise<JobOrderBoard> {
  const { tx, shopId, mechanicId } = options;
  if (mechanicId && mechanicId !== 'unassigned') {
    const [mechanic] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, mechanicId),
          eq(profiles.shopId, shopId),
          eq(profiles.role, 'mechanic'),
        ),
      );
    if (!mechanic) {
      throw AppError.badRequest('Choose a mechanic of this workshop.', [
        { path: 'query.mechanicId', message: 'Not a mechanic of this workshop' },
      ]);
    }
    // The board's filter offers active mechanics only, like every mechanic picker (ADR 044).
    if (await isDeactivated({ tx, userId: mechanicId })) {
      throw AppError.badRequest('Choose an active mechanic: this one is deactivated.', [
        { path: 'query.mechanicId', message: 'This mechanic is deactivated' },
      ]);
    }
  }

  const colours = tx
    .select({
      red: counted(sql`${inspectionItems.condition} = 'now'`).as('red'),
      yellow: counted(sql`${inspectionItems.condition} = 'soon'`).as('yellow'),
      green: counted(sql`${inspectionItems.condition} = 'good'`).as('green'),
    })
    .from(inspections)
    .innerJoin(
      inspectionItems,
      and(
        eq(inspectionItems.shopId, inspections.shopId),
        eq(inspectionItems.inspectionId, inspections.id),
      ),
    )
    .where(and(eq(inspections.shopId, jobOrders.shopId), eq(inspections.jobOrderId, jobOrders.id)))
    .as('colours');
  const answers = tx
    .select({ unread: sql<number>`count(*)::int`.as('unread') })
    .from(jobOrderEstimates)
    .where(
      and(
        eq(jobOrderEstimates.shopId, jobOrders.shopId),
        eq(jobOrderEstimates.jobOrderId, jobOrders.id),
        sql`${jobOrderEstimates.answeredVia} in ('link', 'portal')`,
        isNull(jobOrderEstimates.answerReadAt),
      ),
    )
    .as('answers');

  const rows = await selectJobOrderSummaries(tx, {
    red: colours.red,
    yellow: colours.yellow,
    green: colours.green,
    unreadAnswers: answers.unread,
  })
    .crossJoinLateral(colours)
    .crossJoinLateral(answers)
    .where(
      and(
        eq(jobOrders.shopId, shopId),
        openJobOrderCondition(),
        mechanicId === 'unassigned'
          ? isNull(jobOrders.mechanicId)
          : mechanicId
            ? eq(jobOrders.mechanicId, mechanicId)
            : undefined,
      ),
    )
    .orderBy(
      sql`array_position(${columns}, ${jobOrders.status})`,
      sql`${jobOrders.promisedAt} asc nulls last`,
      jobOrders.openedAt,
      jobOrders.id,
    );

  const now = options.now ?? new Date();
  return {
    cards: rows.flatMap((row) => {
      const { status } = row;
      // Always true (the query keeps open job orders only); it narrows the type.
      if (!isOpenJobOrderStatus(status)) return [];
      const card: JobOrderBoardCard = {
        id: row.id,
        number: row.number,
        status,
        client: { id: row.clientId, name: row.clientName },
        vehicle: row.vehicleId
          ? {
              id: row.vehicleId,
              label: row.vehicleLabel,
              registrationNumber: row.registrationNumber,
            }
          : null,
        mechanic: row.mechanicId ? { id: row.mechanicId, name: row.mechanicName ?? '' } : null,
        openedAt: row.openedAt.toISOString(),
        promisedAt: row.promisedAt?.toISOString() ?? null,
        late: isJobOrderLate({ status, promisedAt: row.promisedAt }, now),
        inspection: { red: row.red, yellow: row.yellow, green: row.green },
        unreadAnswers: row.unreadAnswers,
      };
      return [card];
    }),
  };
}
