import type { Role } from './roles.ts';

/**
 * A record's status machine (DESIGN.md §7): the actions that move it, from which statuses,
 * to which, and who may take them. The server enforces it (409 with `refusal`), the web
 * disables what it forbids, and every move is written to the shared history.
 */
export interface StatusTransition<Status extends string, To extends Status | null = Status> {
  from: readonly Status[];
  /** Where the action leads; null when it keeps the status or the record's figures decide. */
  to: To;
  /** Roles allowed to take the action at all; "own records only" is checked by the server. */
  roles: readonly Role[];
  /** Button text, e.g. "Check in". */
  label: string;
  /** The action needs a reason from the person taking it (e.g. cancel). */
  needsReason?: boolean;
}

export interface StatusMachine<
  Status extends string,
  Action extends string,
  To extends Status | null = Status,
> {
  statuses: readonly Status[];
  transitions: Record<Action, StatusTransition<Status, To>>;
  /** Actions possible from `status` for `role`, in declaration order. */
  actionsFor(status: Status, role: Role): Action[];
  /** Why `action` cannot be taken from `status`, or null when it can (role aside). */
  refusal(status: Status, action: Action): string | null;
}

export function defineStatusMachine<
  Status extends string,
  Action extends string,
  To extends Status | null = Status,
>(definition: {
  /** What the record is called in a refusal: "booking" → "… the booking is cancelled." */
  subject: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  transitions: Record<Action, StatusTransition<Status, To>>;
}): StatusMachine<Status, Action, To> {
  const { subject, statuses, labels, transitions } = definition;
  const actions = Object.keys(transitions) as Action[];
  return {
    statuses,
    transitions,
    actionsFor(status, role) {
      return actions.filter(
        (action) =>
          transitions[action].from.includes(status) && transitions[action].roles.includes(role),
      );
    },
    refusal(status, action) {
      const transition = transitions[action];
      if (transition.from.includes(status)) return null;
      return `${transition.label} is not possible: the ${subject} is ${labels[status].toLowerCase()}.`;
    },
  };
}
