import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { findNavLink } from '@pitstop/domain/navigation';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/**
 * A sidebar screen of a later release (calendar, job orders, inventory, …): says so plainly and
 * what it will do, and links back — never sample data (DESIGN.md §3.3).
 */
export function Component() {
  const { pathname } = useLocation();
  const found = findNavLink(pathname.replace(/\/+$/, ''));
  const name = found?.link.label ?? 'This screen';
  useDocumentTitle(`${name} — Pitstop`);
  return (
    <Stack gap="md" maw={640} align="flex-start">
      <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
        <IconClockHour4 size={28} />
      </ThemeIcon>
      <Title order={1}>{name} is not available yet</Title>
      {found ? (
        <Text>
          {found.link.purpose} It arrives with the {found.group.label} module in a later release of
          Pitstop.
        </Text>
      ) : null}
      <Text c="dimmed">
        Nothing here is shown from made-up data: the page opens once it is built.
      </Text>
      <Button component={Link} to="/admin">
        Back to the dashboard
      </Button>
    </Stack>
  );
}
