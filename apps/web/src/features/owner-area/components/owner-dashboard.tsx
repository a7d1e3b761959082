import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatDateTime, lastServiceLabel } from '@pitstop/domain/date-format';
import { formatMileage, vehicleTitle } from '@pitstop/domain/format';
import { IconCalendarEvent, IconCar, IconCash, IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardSkeleton, StatCard } from '../../../components/stat-card.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useOwnerDashboard } from '../api/get-owner-dashboard.ts';
import { OwnerOpenJobs } from './owner-open-jobs.tsx';
import { WorkshopPicker } from './workshop-picker.tsx';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" h="100%" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * `/client/dashboard`: the car owner's vehicles, visits, services and messages, all live.
 * Only car owners choose workshops (the portal's writes are theirs); staff are shown the way back.
 */
export function OwnerDashboardView({
  isCarOwner,
  recommendedServices,
}: {
  isCarOwner: boolean;
  /** The "Recommended services" card (declined work), placed under the recent services. */
  recommendedServices?: ReactNode;
}) {
  const money = useFormatMoney();
  const dashboard = useOwnerDashboard();
  const [choosing, { toggle }] = useDisclosure(false);

  if (dashboard.isPending) {
    return <DashboardSkeleton label="Loading dashboard" figures={4} columns={4} />;
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
  if (data.workshops.length === 0 && !isCarOwner) {
    return (
      <Text>
        Workshops are chosen here by car-owner accounts; yours is a staff account.{' '}
        <Anchor component={Link} to="/admin">
          Go to your workspace
        </Anchor>
      </Text>
    );
  }
  if (data.workshops.length === 0) {
    return (
      <WorkshopPicker
        title="Choose your workshop"
        intro="You are not a client of a workshop on Pitstop yet. Choose the one that looks after your car: it sees your vehicles and you see your service history and messages here."
      />
    );
  }

  const several = data.workshops.length > 1;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Vehicles"
          value={data.vehicles.length}
          icon={IconCar}
          to="/client/vehicles"
        />
        <StatCard
          label="Upcoming visits"
          value={data.upcomingVisits.length}
          icon={IconCalendarEvent}
          to="/client/bookings"
        />
        <StatCard
          label="Total spent"
          value={money(data.totalSpent)}
          icon={IconCash}
          to="/client/service-history"
        />
        <StatCard
          label="Unread messages"
          value={data.unreadMessages}
          icon={IconMessages}
          to="/client/communication"
        />
      </SimpleGrid>

      <OwnerOpenJobs jobs={data.openJobs ?? []} vehicles={data.vehicles} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Panel id="my-vehicles" title="My vehicles">
            {data.vehicles.length === 0 ? (
              <Text c="dimmed" size="sm">
                No vehicles yet.{' '}
                <Anchor component={Link} to="/client/vehicles">
                  Add your vehicle
                </Anchor>
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={listStyle}>
                {data.vehicles.map((vehicle) => {
                  const last = lastServiceLabel(vehicle.lastServiceDate, vehicle.shop);
                  return (
                    <Group key={vehicle.id} component="li" justify="space-between" wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate>
                          {vehicleTitle(vehicle)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[
                            several ? vehicle.shop.name : null,
                            vehicle.registrationNumber,
                            formatMileage(vehicle.mileage),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Stack>
                      {vehicle.openJobs?.[0] ? (
                        <JobOrderStatusBadge status={vehicle.openJobs[0].status} />
                      ) : (
                        <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                          Last service: {last.text}
                        </Text>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Panel id="upcoming" title="Upcoming visits and services due">
            {data.upcomingVisits.length === 0 && data.servicesDue.length === 0 ? (
              <Text c="dimmed" size="sm">
                Nothing booked and nothing due.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={listStyle}>
                {data.upcomingVisits.map((visit) => (
                  <Group key={visit.id} component="li" justify="space-between" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={`/client/bookings/${visit.id}`}
                        size="sm"
                        fw={600}
                      >
                        {visit.serviceName ?? 'Visit'}
                        {visit.vehicle ? ` · ${vehicleTitle(visit.vehicle)}` : ''}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(visit.startsAt, visit.shop)}
                        {several ? ` · ${visit.shop.name}` : ''}
                      </Text>
                    </Stack>
                    <StatusBadge color={visit.status === 'confirmed' ? 'teal' : 'yellow'}>
                      {visit.status === 'confirmed' ? 'Confirmed' : 'Pending'}
                    </StatusBadge>
                  </Group>
                ))}
                {data.servicesDue.map((due) => (
                  <Group key={due.vehicleId} component="li" justify="space-between" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {due.make} {due.model}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Last service: {lastServiceLabel(due.lastServiceDate, due.shop).text}
                        {several ? ` · ${due.shop.name}` : ''}
                      </Text>
                    </Stack>
                    <StatusBadge color="orange">Service due</StatusBadge>
                  </Group>
                ))}
              </Stack>
            )}
            {isCarOwner ? (
              <Group gap="sm" mt="sm">
                <Button component={Link} to="/book" size="xs">
                  Book a Service
                </Button>
                <Anchor component={Link} to="/client/bookings" size="sm">
                  All bookings
                </Anchor>
              </Group>
            ) : null}
          </Panel>
        </Grid.Col>
        <Grid.Col span={12}>
          <Panel id="recent-services" title="Recent services">
            {data.recentServices.length === 0 ? (
              <Text c="dimmed" size="sm">
                No completed services yet.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" style={listStyle}>
                {data.recentServices.map((service) => (
                  <Group key={service.id} component="li" justify="space-between" wrap="nowrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {formatDate(service.completedAt, service.shop)}
                        {service.vehicle ? ` · ${vehicleTitle(service.vehicle)}` : ''}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {service.services.join(', ') || 'Service'}
                      </Text>
                    </Stack>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(service.total)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Anchor
              component={Link}
              to="/client/service-history"
              size="sm"
              mt="sm"
              display="inline-block"
            >
              Full service history
            </Anchor>
          </Panel>
        </Grid.Col>
        {recommendedServices ? <Grid.Col span={12}>{recommendedServices}</Grid.Col> : null}
      </Grid>

      {isCarOwner ? (
        <Stack gap="xs" align="flex-start">
          <Button variant="subtle" onClick={toggle} aria-expanded={choosing}>
            {choosing ? 'Hide other workshops' : 'Add another workshop'}
          </Button>
          {choosing ? (
            <WorkshopPicker
              title="Workshops on Pitstop"
              intro="Choose another workshop to be its client too."
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
