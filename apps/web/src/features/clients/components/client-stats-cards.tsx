import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useClientStats } from '../api/get-client-stats.ts';

const cards = [
  { key: 'total', title: 'Total Clients', hint: 'Everyone on file' },
  { key: 'active', title: 'Active Clients', hint: 'Served in the last 12 months' },
  { key: 'premium', title: 'Premium Clients', hint: 'Tagged VIP or Premium' },
] as const;

const numberFormat = new Intl.NumberFormat('en-US');

/** DESIGN.md §3.3: the spec's sample cards, with live figures from the server. */
export function ClientStatsCards() {
  const stats = useClientStats();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed" fw={500}>
            {card.title}
          </Text>
          {stats.isPending ? (
            <Skeleton height={30} width={80} mt={6} aria-hidden />
          ) : (
            <Text fz={28} fw={700} lh={1.3} data-testid={`stat-${card.key}`}>
              {stats.isError ? '—' : numberFormat.format(stats.data[card.key])}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
