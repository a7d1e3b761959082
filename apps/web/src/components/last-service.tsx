import { Text } from '@mantine/core';
import { lastServiceLabel } from '@pitstop/domain/date-format';
import { useDateFormat } from '../lib/dates.tsx';

/** The Last Service cell (spec §9): "Mar 5, 2026 (This week)", "Never", counted from the shop's today. */
export function LastService({ date }: { date: string | null | undefined }) {
  const lastService = lastServiceLabel(date, useDateFormat());
  return (
    <>
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {lastService.text}
      </Text>
      {lastService.hint ? (
        <Text size="xs" c="dimmed" span ml={4}>
          {lastService.hint}
        </Text>
      ) : null}
    </>
  );
}
