import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { type DateFormat, formatDateTime } from '@pitstop/domain/date-format';
import { boardMoveAction, type JobOrderBoardCard } from '@pitstop/domain/job-order-board';
import {
  formatJobOrderNumber,
  jobOrderStatusLabels,
  openJobOrderStatuses,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { IconArrowsMove, IconGripVertical, IconMessageCircle, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BoardMove } from '../../api/get-job-order-board.ts';

/** The columns a card may be moved to by `role`, with the action each move takes. */
export function boardTargets(card: JobOrderBoardCard, role: Role): BoardMove[] {
  return openJobOrderStatuses.flatMap((to) => {
    const action = boardMoveAction(card.status, to, role);
    return action ? [{ id: card.id, action, to }] : [];
  });
}

const colours = [
  { key: 'red', color: 'red', label: 'need work now' },
  { key: 'yellow', color: 'yellow', label: 'need work soon' },
  { key: 'green', color: 'green', label: 'good' },
] as const;

/** The inspection items by colour ("2 red, 1 yellow, 3 green"), when the job has any answered. */
function InspectionColours({
  inspection,
  size,
}: {
  inspection: JobOrderBoardCard['inspection'];
  size: 'sm' | 'lg';
}) {
  if (inspection.red + inspection.yellow + inspection.green === 0) return null;
  const text = colours.map(({ key, label }) => `${inspection[key]} ${label}`).join(', ');
  return (
    <Group gap={4} role="img" aria-label={`Inspection: ${text}`} title={`Inspection: ${text}`}>
      {colours.map(({ key, color }) => (
        <Badge
          key={key}
          color={color}
          variant="filled"
          size={size}
          circle={inspection[key] < 10}
          autoContrast
        >
          {inspection[key]}
        </Badge>
      ))}
    </Group>
  );
}

/** What a card says, on the board and while it is dragged. */
export function BoardCardContent({
  card,
  dates,
  late,
  display,
  actions,
}: {
  card: JobOrderBoardCard;
  dates: DateFormat;
  late: boolean;
  /** The shop screen: large type, no links. */
  display?: boolean;
  /** The card's handle and Move menu, at the end of its first line. */
  actions?: ReactNode;
}) {
  const number = formatJobOrderNumber(card.number);
  // The shop screen is read from across the room.
  const size = display ? 'xl' : 'sm';
  const small = display ? 'lg' : 'xs';
  return (
    <Stack gap={display ? 6 : 2}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap">
          {display ? (
            <Text fw={700} size="xl">
              {number}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={`/admin/job-orders/${card.id}`}
              fw={700}
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
            >
              {number}
            </Anchor>
          )}
          {late ? (
            <Badge color="red" variant="filled" size={display ? 'lg' : 'sm'}>
              Late
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {card.vehicle ? (
        <Text size={size} fw={500} lh={1.3}>
          {card.vehicle.label}
          {card.vehicle.registrationNumber ? (
            <Text component="span" size={small} c="dimmed">
              {' · '}
              {card.vehicle.registrationNumber}
            </Text>
          ) : null}
        </Text>
      ) : null}
      <Text size={size} lh={1.3}>
        {card.client.name}
      </Text>
      <Group gap={4} wrap="nowrap">
        <IconUser size={display ? 20 : 14} aria-hidden />
        <Text size={small} c={card.mechanic ? undefined : 'dimmed'}>
          {card.mechanic?.name ?? 'Unassigned'}
        </Text>
      </Group>
      {card.promisedAt ? (
        <Text size={small} c={late ? 'red.8' : 'dimmed'} fw={late ? 600 : undefined}>
          Promised {formatDateTime(card.promisedAt, dates)}
        </Text>
      ) : null}
      {card.inspection.red + card.inspection.yellow + card.inspection.green > 0 ||
      card.unreadAnswers > 0 ? (
        <Group gap={8}>
          <InspectionColours inspection={card.inspection} size={display ? 'lg' : 'sm'} />
          {card.unreadAnswers > 0 ? (
            <Badge
              color="violet"
              variant="light"
              size={display ? 'lg' : 'sm'}
              leftSection={<IconMessageCircle size={12} aria-hidden />}
            >
              {card.unreadAnswers === 1
                ? '1 unread answer'
                : `${card.unreadAnswers} unread answers`}
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A card of the board. Dragged by the pointer anywhere on it, or from its handle with the
 * keyboard (Space or Enter, arrows to another column, Space or Enter to drop); the Move menu
 * does the same moves without dragging (a phone shows one column at a time).
 */
export function BoardCard({
  card,
  dates,
  late,
  targets,
  movable,
  dragging,
  onMove,
}: {
  card: JobOrderBoardCard;
  dates: DateFormat;
  late: boolean;
  targets: BoardMove[];
  /** The viewer may move this card (its role, a mechanic's own job). */
  movable: boolean;
  /** This card is the one being dragged: its place stays, faded. */
  dragging: boolean;
  onMove(move: BoardMove): void;
}) {
  const number = formatJobOrderNumber(card.number);
  const draggable = movable && targets.length > 0;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes } = useDraggable({
    id: card.id,
    data: { card },
    disabled: !draggable,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      shadow="xs"
      data-testid="board-card"
      data-job-order={number}
      style={{
        opacity: dragging ? 0.4 : 1,
        borderLeft: late ? '4px solid var(--mantine-color-red-7)' : undefined,
        touchAction: draggable ? 'manipulation' : undefined,
        cursor: draggable ? 'grab' : undefined,
      }}
      {...(draggable ? listeners : {})}
    >
      <BoardCardContent
        card={card}
        dates={dates}
        late={late}
        actions={
          draggable ? (
            <Group gap={0} wrap="nowrap">
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                {...attributes}
                aria-label={`Drag ${number} to another column`}
                title="Drag to another column (Space, then the arrow keys)"
              >
                <IconGripVertical size={16} aria-hidden />
              </ActionIcon>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Move ${number}`}>
                    <IconArrowsMove size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Move to</Menu.Label>
                  {targets.map((move) => (
                    <Menu.Item key={move.to} onClick={() => onMove(move)}>
                      {jobOrderStatusLabels[move.to]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          ) : null
        }
      />
    </Paper>
  );
}
