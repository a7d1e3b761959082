import { Anchor, Group, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Pitstop wordmark, linking to the given home. */
export function Brand({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label="Pitstop home">
      <Group gap={6} wrap="nowrap">
        <IconTool aria-hidden size={22} color="var(--mantine-primary-color-filled)" />
        <Text fw={800} fz="lg">
          Pitstop
        </Text>
      </Group>
    </Anchor>
  );
}
