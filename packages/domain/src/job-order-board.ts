import { z } from 'zod';
import {
  type JobOrderAction,
  type JobOrderStatus,
  jobOrderMachine,
  openJobOrderStatuses,
} from './job-orders.ts';
import type { Role } from './roles.ts';

/**
 * The shop board (issue 23): a column per open status, a card per open job order. Its shapes,
 * the rule for a late card and the moves a drag may make, shared by the server and the web.
 */

export type OpenJobOrderStatus = (typeof openJobOrderStatuses)[number];

export function isOpenJobOrderStatus(status: JobOrderStatus): status is OpenJobOrderStatus {
  return (openJobOrderStatuses as readonly JobOrderStatus[]).includes(status);
}

const person = z.object({ id: z.uuid(), name: z.string() });

/** GET /job-orders/board: every open job order, or one mechanic's ('unassigned': nobody's). */
export const jobOrderBoardQuerySchema = z.object({
  mechanicId: z.union([z.uuid('Not a mechanic id'), z.literal('unassigned')]).optional(),
});
export type JobOrderBoardQuery = z.infer<typeof jobOrderBoardQuerySchema>;

/** Counts of a job order's inspection items by condition: red (now), yellow (soon), green (good). */
export const inspectionColoursSchema = z.object({
  red: z.number().int(),
  yellow: z.number().int(),
  green: z.number().int(),
});
export type InspectionColours = z.infer<typeof inspectionColoursSchema>;

export const jobOrderBoardCardSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(openJobOrderStatuses),
    client: person,
    vehicle: z
      .object({ id: z.uuid(), label: z.string(), registrationNumber: z.string().nullable() })
      .nullable(),
    mechanic: person.nullable(),
    openedAt: z.string(),
    promisedAt: z.string().nullable(),
    /** The promised time has passed and the car is not ready (as the server saw it). */
    late: z.boolean(),
    inspection: inspectionColoursSchema,
    /** The customer's answers to estimates (link or car-owner area) no one has opened yet. */
    unreadAnswers: z.number().int(),
  })
  .meta({ id: 'JobOrderBoardCard' });
export type JobOrderBoardCard = z.infer<typeof jobOrderBoardCardSchema>;

/** The cards in board order: by status, then promised time (none last), then opened. */
export const jobOrderBoardSchema = z
  .object({ cards: z.array(jobOrderBoardCardSchema) })
  .meta({ id: 'JobOrderBoard' });
export type JobOrderBoard = z.infer<typeof jobOrderBoardSchema>;

/** Late: promised for a time already past while the work is not ready for pickup. */
export function isJobOrderLate(
  card: { status: JobOrderStatus; promisedAt: string | Date | null },
  now: Date,
): boolean {
  if (!card.promisedAt || card.status === 'ready_for_pickup') return false;
  return new Date(card.promisedAt).getTime() < now.getTime();
}

/**
 * Moves a drag between columns may make. Sending an estimate (it mails the customer, from the
 * job order's page), completing (mileage out) and cancelling (a reason) need what a drop cannot
 * give, and completed and cancelled have no column: they are not offered on the board.
 */
const boardActions = [
  'record_approval',
  'start_work',
  'wait_for_parts',
  'resume_work',
  'mark_ready',
  'back_to_work',
] as const satisfies readonly JobOrderAction[];
export type JobOrderBoardAction = (typeof boardActions)[number];

/** The action that moves a card from one column to another for `role`, or null (no drop). */
export function boardMoveAction(
  from: JobOrderStatus,
  to: JobOrderStatus,
  role: Role,
): JobOrderBoardAction | null {
  if (from === to) return null;
  return (
    boardActions.find((action) => {
      const transition = jobOrderMachine.transitions[action];
      return (
        transition.to === to &&
        transition.from.includes(from) &&
        (transition.roles as readonly Role[]).includes(role)
      );
    }) ?? null
  );
}
