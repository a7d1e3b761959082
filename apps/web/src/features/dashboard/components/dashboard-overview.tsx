import { Anchor, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatDate } from '@pitstop/domain/date-format';
import {
  IconCar,
  IconCash,
  IconClipboardList,
  IconStar,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { DashboardSkeleton, StatCard } from '../../../components/stat-card.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useDashboard } from '../api/get-dashboard.ts';

/**
 * The dashboard's live cards and lists, all from `GET /api/v1/dashboard`. Revenue shows only to
 * roles the server gives it to (a mechanic's own, none for the front desk).
 */
export function DashboardOverview() {
  const dates = useDateFormat();
  const money = useFormatMoney();
  const dashboard = useDashboard();

  if (dashboard.isPending) {
    return <DashboardSkeleton label="Loading dashboard" figures={6} columns={3} />;
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
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <StatCard label="Total clients" value={data.clients} icon={IconUsers} />
        <StatCard
          label="Active clients"
          value={data.activeClients}
          hint="Served in the last 12 months"
          icon={IconUserCheck}
        />
        <StatCard
          label="Premium clients"
          value={data.premiumClients}
          hint="Tagged VIP or Premium"
          icon={IconStar}
        />
        <StatCard label="Vehicles" value={data.vehicles} icon={IconCar} />
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
            icon={IconCash}
          />
        ) : null}
        <StatCard
          label="Open job orders"
          value={data.openJobOrders}
          hint="Open or in progress"
          icon={IconClipboardList}
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
