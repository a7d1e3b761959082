import { Group, Loader, Text } from '@mantine/core';

/** A spinner and its words, announced politely (spec texts: 'Loading...' and the like). */
export function InlineLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Group gap="xs" role="status" py="xs">
      <Loader size="xs" aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}
