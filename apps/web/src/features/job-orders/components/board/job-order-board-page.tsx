import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatTime } from '@pitstop/domain/date-format';
import type { JobOrderBoardCard } from '@pitstop/domain/job-order-board';
import { formatJobOrderNumber, jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { IconDeviceTv, IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../../components/inline-loading.tsx';
import { MechanicFilter } from '../../../../components/list-filters.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { useDateFormat } from '../../../../lib/dates.tsx';
import { failureMessage } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import {
  type BoardFilters,
  type BoardMove,
  useJobOrderBoard,
  useMoveBoardCard,
} from '../../api/get-job-order-board.ts';
import { useShopMechanics } from '../../api/get-shop-mechanics.ts';
import { JobOrderBoard, useMinuteClock } from './job-order-board.tsx';

/** The address of the board, or of its display mode, with the same mechanic. */
export function boardPath(filters: BoardFilters, display: boolean): string {
  const path = display ? '/admin/job-orders/board/display' : '/admin/job-orders/board';
  return filters.mechanicId ? `${path}?mechanic=${encodeURIComponent(filters.mechanicId)}` : path;
}

function useBoardData(filters: BoardFilters) {
  const shop = useShopMechanics();
  const board = useJobOrderBoard(filters);
  const dates = useDateFormat(shop.data?.timeZone);
  return { shop, board, dates };
}

/**
 * `/admin/job-orders/board`: the shop board (issue 23) with its mechanic filter, kept in the
 * address; live, since every job order event refetches it. A drop runs the job order's existing
 * transition; a refusal puts the card back with the server's reason.
 */
export function JobOrderBoardPage({
  initialFilters,
  onFiltersChange,
  role,
  userId,
}: {
  initialFilters: BoardFilters;
  onFiltersChange(filters: BoardFilters): void;
  role: Role;
  userId: string;
}) {
  const [filters, setFilters] = useState(initialFilters);
  const { shop, board, dates } = useBoardData(filters);
  const move = useMoveBoardCard(filters);

  function chooseMechanic(mechanicId: string | null) {
    const next = { mechanicId };
    setFilters(next);
    onFiltersChange(next);
  }

  function moveCard(next: BoardMove, card: JobOrderBoardCard) {
    const number = formatJobOrderNumber(card.number);
    move.mutate(next, {
      onSuccess: () =>
        showToast({
          color: 'teal',
          message: `${number} is now ${jobOrderStatusLabels[next.to]}`,
        }),
      onError: (cause) =>
        showToast({
          color: 'red',
          title: `${number} was not moved`,
          message: failureMessage(cause, 'The job order could not be moved.'),
        }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Shop Board</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to="/admin/job-orders/pending"
            variant="default"
            leftSection={<IconList size={18} aria-hidden />}
          >
            List
          </Button>
          <Button
            component={Link}
            to={boardPath(filters, true)}
            variant="default"
            leftSection={<IconDeviceTv size={18} aria-hidden />}
          >
            Display mode
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MechanicFilter
          mechanics={shop.data?.mechanics}
          value={filters.mechanicId}
          onChange={chooseMechanic}
        />
        {role === 'manager' ? (
          <Text size="sm" c="dimmed" pb={6}>
            Managers see the board; the desk and mechanics move the cards.
          </Text>
        ) : null}
      </Group>
      {board.isError && !board.data ? (
        <LoadFailure
          title="Could not load the board"
          error={board.error}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : board.data ? (
        <JobOrderBoard
          cards={board.data.cards}
          role={role}
          userId={userId}
          dates={dates}
          onMove={moveCard}
        />
      ) : (
        <InlineLoading />
      )}
    </Stack>
  );
}

/**
 * `/admin/job-orders/board/display`: the board for a screen in the shop: every column, large,
 * read-only, no navigation; the time in the corner, kept live like the board.
 */
export function JobOrderBoardDisplay({
  filters,
  role,
  userId,
}: {
  filters: BoardFilters;
  role: Role;
  userId: string;
}) {
  const { shop, board, dates } = useBoardData(filters);
  const now = useMinuteClock();
  const mechanic = shop.data?.mechanics.find((item) => item.id === filters.mechanicId);

  function fullScreen() {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <Box p="md" mih="100vh">
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title order={1} size="h1">
          Shop Board
          {filters.mechanicId ? (
            <Text component="span" size="xl" c="dimmed">
              {' · '}
              {filters.mechanicId === 'unassigned' ? 'Unassigned' : (mechanic?.name ?? '')}
            </Text>
          ) : null}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Text size="xl" fw={700} aria-label="Shop time">
            {formatTime(now, dates)}
          </Text>
          <Button variant="subtle" color="gray" size="xs" onClick={fullScreen}>
            Full screen
          </Button>
          <Button
            component={Link}
            to={boardPath(filters, false)}
            variant="subtle"
            color="gray"
            size="xs"
          >
            Exit
          </Button>
        </Group>
      </Group>
      {board.isError && !board.data ? (
        <LoadFailure
          title="Could not load the board"
          error={board.error}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : board.data ? (
        <JobOrderBoard
          cards={board.data.cards}
          role={role}
          userId={userId}
          dates={dates}
          display
          onMove={() => undefined}
        />
      ) : (
        <InlineLoading />
      )}
    </Box>
  );
}
