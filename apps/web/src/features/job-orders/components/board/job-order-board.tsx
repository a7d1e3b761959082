import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Badge, Box, Chip, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useInterval, useMediaQuery } from '@mantine/hooks';
import type { DateFormat } from '@pitstop/domain/date-format';
import {
  boardMoveAction,
  isJobOrderLate,
  type JobOrderBoardCard,
  type OpenJobOrderStatus,
} from '@pitstop/domain/job-order-board';
import {
  formatJobOrderNumber,
  jobOrderStatusLabels,
  openJobOrderStatuses,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { type ReactNode, useEffect, useState } from 'react';
import type { BoardMove } from '../../api/get-job-order-board.ts';
import { BoardCard, BoardCardContent, boardTargets } from './board-card.tsx';

/** Below 768 px a phone shows one column at a time. */
const NARROW = '(max-width: 47.99em)';

/** The current time, a minute at a time: a card turns late while the board stays open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  const interval = useInterval(() => setNow(new Date()), 30_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, stopped on unmount
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, []);
  return now;
}

const columnTitle = (status: OpenJobOrderStatus) => jobOrderStatusLabels[status];

/**
 * Arrow keys jump a card held from the keyboard to the next column left or right that takes it
 * (the library's default moves it 25 px a press); up and down do nothing.
 */
const columnJump: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (step === 0 || !collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const next = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .filter((rect) => (step > 0 ? rect.left > centre : rect.left + rect.width < collisionRect.left))
    .sort((a, b) => (step > 0 ? a.left - b.left : b.left - a.left))[0];
  if (!next) return currentCoordinates;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: currentCoordinates.y };
};

/** The pointer's column; a card held from the keyboard (no pointer) by overlap. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

function BoardColumn({
  status,
  cards,
  role,
  held,
  display,
  children,
}: {
  status: OpenJobOrderStatus;
  cards: JobOrderBoardCard[];
  role: Role;
  /** The card being dragged, if any. */
  held: JobOrderBoardCard | null;
  display: boolean;
  children: ReactNode;
}) {
  const accepts = held ? boardMoveAction(held.status, status, role) !== null : false;
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !accepts });
  const headingId = `board-column-${status}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={status}
      withBorder
      radius="md"
      p={display ? 'sm' : 'xs'}
      bg={isOver && accepts ? 'blue.0' : 'var(--mantine-color-default-hover)'}
      style={{
        outline: held && accepts ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        opacity: held && !accepts && held.status !== status ? 0.55 : 1,
        minWidth: 0,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" gap={4}>
        <Title order={2} size={display ? 'h2' : 'h5'} id={headingId}>
          {columnTitle(status)}
        </Title>
        <Badge
          variant="default"
          size={display ? 'lg' : 'sm'}
          aria-label={`${cards.length} job orders`}
        >
          {cards.length}
        </Badge>
      </Group>
      <Stack gap="xs" mih={display ? 200 : 120}>
        {children}
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No job orders
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The shop board's columns (one per open status) and cards. A card is dropped where
 * `jobOrderMachine` lets the viewer move it (a mechanic their own jobs, a manager nowhere);
 * other columns do not take it. The server's refusal (someone moved it first) puts it back
 * and `onMove`'s caller shows why. A phone shows one column at a time, picked above it; the
 * display mode shows every column, large and read-only.
 */
export function JobOrderBoard({
  cards,
  role,
  userId,
  dates,
  display = false,
  onMove,
}: {
  cards: JobOrderBoardCard[];
  role: Role;
  userId: string;
  dates: DateFormat;
  display?: boolean;
  onMove(move: BoardMove, card: JobOrderBoardCard): void;
}) {
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const now = useMinuteClock();
  const [shown, setShown] = useState<OpenJobOrderStatus>('in_progress');
  const [heldId, setHeldId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const byStatus = (status: OpenJobOrderStatus) => cards.filter((card) => card.status === status);
  const held = cards.find((card) => card.id === heldId) ?? null;
  const movable = (card: JobOrderBoardCard) =>
    !display &&
    (role === 'admin' ||
      role === 'front_desk' ||
      (role === 'mechanic' && card.mechanic?.id === userId));
  const numberOf = (id: string | number) => {
    const card = cards.find((item) => item.id === id);
    return card ? formatJobOrderNumber(card.number) : 'The job order';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${numberOf(active.id)}. Use the left and right arrow keys to choose a column, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${numberOf(active.id)} is over ${columnTitle(over.id as OpenJobOrderStatus)}.`
        : `${numberOf(active.id)} is not over a column that takes it.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${numberOf(active.id)} was dropped on ${columnTitle(over.id as OpenJobOrderStatus)}.`
        : `${numberOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${numberOf(active.id)} was cancelled; it was put back.`,
  };

  function drop({ active, over }: DragEndEvent) {
    setHeldId(null);
    const card = cards.find((item) => item.id === active.id);
    if (!card || !over) return;
    const to = openJobOrderStatuses.find((status) => status === over.id);
    const action = to ? boardMoveAction(card.status, to, role) : null;
    if (to && action) onMove({ id: card.id, action, to }, card);
  }

  const column = (status: OpenJobOrderStatus) => {
    const inColumn = byStatus(status);
    return (
      <BoardColumn
        key={status}
        status={status}
        cards={inColumn}
        role={role}
        held={held}
        display={display}
      >
        {inColumn.map((card) => {
          const late = isJobOrderLate(card, now);
          return display ? (
            <Paper
              key={card.id}
              withBorder
              p="sm"
              radius="sm"
              data-testid="board-card"
              style={{ borderLeft: late ? '6px solid var(--mantine-color-red-7)' : undefined }}
            >
              <BoardCardContent card={card} dates={dates} late={late} display />
            </Paper>
          ) : (
            <BoardCard
              key={card.id}
              card={card}
              dates={dates}
              late={late}
              targets={movable(card) ? boardTargets(card, role) : []}
              movable={movable(card)}
              dragging={card.id === heldId}
              onMove={(move) => onMove(move, card)}
            />
          );
        })}
      </BoardColumn>
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a job order, press Space or Enter on its handle, choose a column with the left and right arrow keys, then press Space or Enter to drop it or Escape to cancel.',
        },
      }}
      onDragStart={({ active }) => setHeldId(String(active.id))}
      onDragEnd={drop}
      onDragCancel={() => setHeldId(null)}
    >
      {narrow ? (
        <Stack gap="sm">
          <Chip.Group
            multiple={false}
            value={shown}
            onChange={(value) => setShown(value as OpenJobOrderStatus)}
          >
            <Group gap={6} role="radiogroup" aria-label="Column">
              {openJobOrderStatuses.map((status) => (
                <Chip key={status} value={status} size="xs" variant="outline">
                  {columnTitle(status)} ({byStatus(status).length})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {column(shown)}
        </Stack>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Box
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${openJobOrderStatuses.length}, minmax(${display ? 240 : 150}px, 1fr))`,
              gap: 'var(--mantine-spacing-xs)',
              alignItems: 'start',
            }}
          >
            {openJobOrderStatuses.map(column)}
          </Box>
        </ScrollArea>
      )}
      <DragOverlay dropAnimation={null}>
        {held ? (
          <Paper withBorder p="xs" radius="sm" shadow="md" style={{ cursor: 'grabbing' }}>
            <BoardCardContent card={held} dates={dates} late={isJobOrderLate(held, now)} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
