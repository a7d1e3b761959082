import { Text } from '@mantine/core';

/** The colour of a change: green up, red down, dimmed when flat (4.5:1 on both schemes). */
export function changeColor(direction: 'up' | 'down' | 'flat'): string {
  if (direction === 'flat') return 'var(--mantine-color-dimmed)';
  return direction === 'up'
    ? 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))'
    : 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
}

/**
 * A figure's change against the compared period ("+$1,250.00 (+25.0%)"): green when up, red when
 * down.
 */
export function FigureChangeText({
  shown,
}: {
  shown: { text: string; direction: 'up' | 'down' | 'flat' } | null;
}) {
  if (!shown)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <Text span size="sm" style={{ color: changeColor(shown.direction), whiteSpace: 'nowrap' }}>
      {shown.text}
    </Text>
  );
}
