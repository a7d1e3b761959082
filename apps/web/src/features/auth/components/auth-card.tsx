import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame every auth page shares: brand, title, a card with the form, links below it. */
export function AuthCard(props: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Center component="main" mih="100dvh" px="sm" py="xl">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Group justify="center">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Pitstop home">
              <Group gap={6} wrap="nowrap">
                <IconTool aria-hidden size={26} color="var(--mantine-primary-color-filled)" />
                <Text fw={800} fz="xl">
                  Pitstop
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Stack gap={4} ta="center">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {props.title}
            </Title>
            {props.subtitle ? <Text c="dimmed">{props.subtitle}</Text> : null}
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            {props.children}
          </Paper>
          {props.footer ? (
            <Stack gap={6} align="center" ta="center">
              {props.footer}
            </Stack>
          ) : null}
        </Stack>
      </Box>
    </Center>
  );
}

/** A link under the card, e.g. "Don't have an account? Sign up". */
export function AuthLink(props: { to: string; children: ReactNode; lead?: string }) {
  return (
    <Text size="sm" c="dimmed">
      {props.lead ? `${props.lead} ` : null}
      <Anchor component={Link} to={props.to} fw={600}>
        {props.children}
      </Anchor>
    </Text>
  );
}

/** `?returnTo=` carried from page to page, so the person still lands where they meant to. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}
