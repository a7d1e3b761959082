import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One figure of a dashboard: its label, the value large, a hint or a link to what it counts
 * under it, and its icon beside.
 */
export function StatCard({
  label,
  value,
  hint,
  to,
  icon: FigureIcon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  /** Where Open leads (the list the figure counts). */
  to?: string;
  icon: Icon;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} data-testid="stat-value">
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
          {to ? (
            <Anchor component={Link} to={to} size="xs">
              Open
            </Anchor>
          ) : null}
        </Stack>
        <FigureIcon aria-hidden size={28} color="var(--mantine-color-dimmed)" />
      </Group>
    </Card>
  );
}

/**
 * A dashboard while it loads, announced as `label`: its figures and a panel as placeholders,
 * the panel first where the dashboard shows it first.
 */
export function DashboardSkeleton({
  label,
  figures,
  columns,
  panelFirst = false,
}: {
  label: string;
  figures: number;
  /** Figures a row on a wide screen. */
  columns: number;
  panelFirst?: boolean;
}) {
  const panel = <Skeleton h={220} radius="md" />;
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={label}>
      {panelFirst ? panel : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: columns }}>
        {Array.from({ length: figures }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} h={104} radius="md" />
        ))}
      </SimpleGrid>
      {panelFirst ? null : panel}
    </Stack>
  );
}
