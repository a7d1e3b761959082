import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a detail screen's summary: the label small and capitalised above it. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
