import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import { formatMoney, vehicleTitle } from '@pitstop/domain/format';
import type { OwnerJobStatus } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import type { OwnerVehicle } from '@pitstop/domain/owner';
import { Link } from 'react-router';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import { useMoneyFormat } from '../../../lib/money.tsx';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * "In the workshop": the car owner's open jobs with their live status ("In progress", "Waiting
 * for parts", "Ready for pickup"), on the dashboard and the vehicles page; an estimate waiting
 * for their answer shows its total and opens from here. Nothing when none.
 */
export function OwnerOpenJobs({
  jobs,
  vehicles,
}: {
  jobs: readonly OwnerJobStatus[];
  vehicles: readonly OwnerVehicle[];
}) {
  const { locale } = useMoneyFormat();
  if (jobs.length === 0) return null;
  const vehicleOf = (id: string | null) => vehicles.find((vehicle) => vehicle.id === id);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="open-jobs">
      <Title order={2} size="h4" id="open-jobs" mb="sm">
        In the workshop
      </Title>
      <Stack gap="xs" component="ul" style={listStyle}>
        {jobs.map((job) => {
          const vehicle = vehicleOf(job.vehicleId);
          return (
            <Group
              key={job.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              data-job-order={job.number}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {vehicle ? vehicleTitle(vehicle) : 'Your vehicle'}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    formatJobOrderNumber(job.number),
                    job.promisedAt ? `promised ${formatDateTime(job.promisedAt, job)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {job.waitingEstimate ? (
                  <Text size="sm">
                    An estimate of{' '}
                    {formatMoney(job.waitingEstimate.total, {
                      currency: job.waitingEstimate.currency,
                      locale,
                    })}{' '}
                    is waiting for your answer.{' '}
                    <Anchor component={Link} to={`/client/estimates/${job.id}`} fw={600}>
                      Review the estimate
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
              <JobOrderStatusBadge status={job.status} />
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
