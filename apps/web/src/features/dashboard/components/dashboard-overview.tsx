import { Anchor, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatDate } from '@pitstop/domain/date-format';
import {
  IconCar,
  IconCash,
  IconClipboardList,
  IconStar,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useDashboard } from '../api/get-dashboard.ts';

function StatCard(props: { label: string; value: ReactNode; hint?: string; icon: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={props.label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {props.label}
          </Text>
          <Text fz={28} fw={700} data-testid="stat-value">
            {props.value}
          </Text>
          {props.hint ? (
            <Text size="xs" c="dimmed">
              {props.hint}
            </Text>
          ) : null}
        </Stack>
        {props.icon}
      </Group>
    </Card>
  );
}

/**
 * The dashboard's live cards and lists, all from `GET /api/v1/dashboard`. Revenue shows only to
 * roles the server gives it to (a mechanic's own, none for the front desk).
 */
export function DashboardOverview() {
  const dates = useDateFormat();
  const money = useFormatMoney();
  const dashboard = useDashboard();

  if (dashboard.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading dashboard">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} h={104} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (dashboard.isError) {
    return (
      <LoadFailure
        title="Error loading the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }

  const data = dashboard.data;
  const icon = (Icon: typeof IconUsers) => (
    <Icon aria-hidden size={28} color="var(--mantine-color-dimmed)" />
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <StatCard label="Total clients" value={data.clients} icon={icon(IconUsers)} />
        <StatCard
          label="Active clients"
          value={data.activeClients}
          hint="Served in the last 12 months"
          icon={icon(IconUserCheck)}
        />
        <StatCard
          label="Premium clients"
          value={data.premiumClients}
          hint="Tagged VIP or Premium"
          icon={icon(IconStar)}
        />
        <StatCard label="Vehicles" value={data.vehicles} icon={icon(IconCar)} />
        {data.revenueThisMonth ? (
          <StatCard
            label={
              data.revenueThisMonth.scope === 'own'
                ? 'Your revenue this month'
                : 'Revenue this month'
            }
            value={money(data.revenueThisMonth.total)}
            hint={
              data.revenueThisMonth.scope === 'own'
                ? 'Your completed job orders'
                : 'Completed job orders'
            }
            icon={icon(IconCash)}
          />
        ) : null}
        <StatCard
          label="Open job orders"
          value={data.openJobOrders}
          hint="Open or in progress"
          icon={icon(IconClipboardList)}
        />
      </SimpleGrid>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card
            withBorder
            padding="md"
            h="100%"
            component="section"
            aria-labelledby="recent-clients"
          >
            <Title order={2} size="h4" id="recent-clients" mb="sm">
              Recent clients
            </Title>
            {data.recentClients.length === 0 ? (
              <Text c="dimmed" size="sm">
                No clients yet.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.recentClients.map((client) => (
                  <Group
                    key={client.id}
                    component="li"
                    justify="space-between"
                    align="flex-start"
                    wrap="nowrap"
                  >
                    {/* A long name wraps rather than being cut short. */}
                    <Anchor
                      component={Link}
                      to={`/admin/clients/${client.id}`}
                      size="sm"
                      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {client.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      Added {formatDate(client.createdAt, dates)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card
            withBorder
            padding="md"
            h="100%"
            component="section"
            aria-labelledby="recent-services"
          >
            <Title order={2} size="h4" id="recent-services" mb="sm">
              Recent services
            </Title>
            {data.recentServices.length === 0 ? (
              <Text c="dimmed" size="sm">
                No completed services yet.
              </Text>
            ) : (
              <ResponsiveTable
                label="Recent services"
                rows={data.recentServices}
                rowKey={(service) => service.id}
                verticalSpacing="xs"
                columns={[
                  {
                    key: 'date',
                    header: 'Date',
                    nowrap: true,
                    cell: (service) => formatCalendarDate(service.date, dates),
                  },
                  {
                    key: 'client',
                    header: 'Client',
                    kind: 'title',
                    cell: (service) => service.clientName,
                  },
                  {
                    key: 'vehicle',
                    header: 'Vehicle',
                    priority: 2,
                    cell: (service) => service.vehicle ?? '—',
                  },
                  {
                    key: 'services',
                    header: 'Services',
                    priority: 3,
                    cell: (service) => service.services || '—',
                  },
                  {
                    key: 'total',
                    header: 'Total',
                    align: 'right',
                    nowrap: true,
                    cell: (service) => money(service.total),
                  },
                ]}
              />
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
