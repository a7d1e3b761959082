import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSteeringWheel } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Pitstop wordmark, linking home. */
export function PitstopBrand({ wordClassName }: { wordClassName?: string }) {
  return (
    <Group
      renderRoot={(props) => <Link to="/" {...props} />}
      gap={8}
      wrap="nowrap"
      aria-label="Pitstop home"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon size={34} radius="md" aria-hidden="true">
        <IconSteeringWheel size={22} stroke={1.8} />
      </ThemeIcon>
      <Text
        component="span"
        className={wordClassName}
        fw={800}
        fz={22}
        lh={1}
        style={{ letterSpacing: '-0.02em' }}
      >
        Pitstop
      </Text>
    </Group>
  );
}
