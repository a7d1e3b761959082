import { Anchor, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { formatMileage } from '@pitstop/domain/format';
import { inspectorRoles } from '@pitstop/domain/inspections';
import { workChangeRefusal } from '@pitstop/domain/invoices';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber, openJobOrderStatuses } from '@pitstop/domain/job-orders';
import { billingRoles, permissions, type Role } from '@pitstop/domain/roles';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailField } from '../../../components/detail-field.tsx';
import { JobOrderStatusBadge } from '../../../components/job-order-status-badge.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { JobClock } from './job-clock.tsx';
import { JobOrderActions } from './job-order-actions.tsx';
import { JobOrderDetailsDialog } from './job-order-details-dialog.tsx';
import { JobOrderEstimatePanel } from './job-order-estimate.tsx';
import { JobOrderHistory } from './job-order-history.tsx';
import { JobOrderInspections } from './job-order-inspections.tsx';
import { JobOrderInvoice } from './job-order-invoice.tsx';
import { JobOrderTotals } from './job-order-totals.tsx';
import { JobOrderLines } from './lines/job-order-lines.tsx';

const workRoles: readonly Role[] = ['admin', 'front_desk', 'mechanic'];
const deskRoles: readonly Role[] = ['admin', 'front_desk'];

const mileage = (value: number | null) => (value === null ? 'Not read' : formatMileage(value));

/**
 * The job order screen: who and what it is for, the status moves the viewer may make, the
 * lines with the customer's answers, the totals, the estimate sent and the history. The desk
 * edits everything while the job is open; a mechanic marks work done and edits the notes (and
 * the lines when the shop lets mechanics change prices); a manager reads.
 */
export function JobOrderPage({
  jobOrder,
  viewer,
}: {
  jobOrder: JobOrderDetail;
  viewer: { id: string; role: Role };
}) {
  const { role } = viewer;
  const [editing, setEditing] = useState(false);
  const { timeZone, vehicle } = jobOrder;
  const open = (openJobOrderStatuses as readonly string[]).includes(jobOrder.status);
  const isDesk = deskRoles.includes(role);
  const canEditDetails = open && workRoles.includes(role);
  // Once an invoice bills the work, the work stays as billed (the server refuses it too).
  const workFixed = open
    ? workChangeRefusal({
        jobOrderNumber: formatJobOrderNumber(jobOrder.number),
        invoice: jobOrder.invoice,
      })
    : null;
  const workOpen = open && workFixed === null;
  const dates = useDateFormat(timeZone);
  const when = (instant: string | null) => formatDateTime(instant, dates);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{formatJobOrderNumber(jobOrder.number)}</Title>
            <JobOrderStatusBadge status={jobOrder.status} />
          </Group>
          <Text c="dimmed">
            {[vehicle?.label, jobOrder.client.name].filter(Boolean).join(' for ')}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-start">
          {(billingRoles as readonly Role[]).includes(role) ? (
            <JobOrderInvoice jobOrder={jobOrder} />
          ) : null}
          <JobOrderActions jobOrder={jobOrder} role={role} />
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="md" component="section" aria-label="Job order">
              <Stack gap="md">
                <Group justify="space-between" align="flex-start">
                  <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" style={{ flex: 1 }}>
                    <DetailField label="Client">
                      <Anchor component={Link} to={`/admin/clients/${jobOrder.client.id}`}>
                        {jobOrder.client.name}
                      </Anchor>
                      {jobOrder.client.phone ? (
                        <Text size="sm">{jobOrder.client.phone}</Text>
                      ) : null}
                      {jobOrder.client.email ? (
                        <Text size="sm">{jobOrder.client.email}</Text>
                      ) : null}
                    </DetailField>
                    <DetailField label="Vehicle">
                      {vehicle ? (
                        <>
                          <Text size="sm">
                            {[vehicle.label, vehicle.registrationNumber]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                          <Text size="xs" c="dimmed">
                            VIN {vehicle.vin ?? 'N/A'}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm">No vehicle</Text>
                      )}
                    </DetailField>
                    <DetailField label="Mileage">
                      <Text size="sm">In: {mileage(jobOrder.mileageIn)}</Text>
                      {jobOrder.mileageOut !== null ? (
                        <Text size="sm">Out: {mileage(jobOrder.mileageOut)}</Text>
                      ) : null}
                    </DetailField>
                    <DetailField label="Mechanic">
                      <Text size="sm">{jobOrder.mechanic?.name ?? 'Unassigned'}</Text>
                    </DetailField>
                    <DetailField label="Opened">
                      <Text size="sm">{when(jobOrder.openedAt)}</Text>
                    </DetailField>
                    <DetailField label={jobOrder.completedAt ? 'Completed' : 'Promised'}>
                      <Text size="sm">{when(jobOrder.completedAt ?? jobOrder.promisedAt)}</Text>
                    </DetailField>
                    {jobOrder.appointmentId ? (
                      <DetailField label="Booking">
                        <Anchor
                          component={Link}
                          to={`/admin/calendar/bookings/${jobOrder.appointmentId}`}
                          size="sm"
                        >
                          {jobOrder.appointmentNumber === null
                            ? 'Checked-in booking'
                            : formatRequestNumber(jobOrder.appointmentNumber)}
                        </Anchor>
                      </DetailField>
                    ) : null}
                    {jobOrder.cancelReason ? (
                      <DetailField label="Cancellation reason">
                        <Text size="sm">{jobOrder.cancelReason}</Text>
                      </DetailField>
                    ) : null}
                  </SimpleGrid>
                  {canEditDetails ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing(true)}
                    >
                      {isDesk ? 'Edit details' : 'Edit notes'}
                    </Button>
                  ) : null}
                </Group>
                <DetailField label="Customer's concern">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {jobOrder.concern ?? '—'}
                  </Text>
                </DetailField>
                <DetailField label="Notes">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {jobOrder.notes ?? '—'}
                  </Text>
                </DetailField>
              </Stack>
            </Card>
            <JobOrderInspections
              jobOrderId={jobOrder.id}
              inspections={jobOrder.inspections}
              timeZone={timeZone}
              canStart={open && (inspectorRoles as readonly Role[]).includes(role)}
            />
            <JobOrderLines
              jobOrder={jobOrder}
              canEditLines={workOpen && jobOrder.canEditPrices}
              canEditJobs={workOpen && workRoles.includes(role)}
              canMarkDone={open && workRoles.includes(role)}
              canOrderParts={workOpen && permissions.inventory[role] === 'rw'}
              canAnswerLines={workOpen && isDesk}
              workFixed={workFixed}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <JobClock job={jobOrder} viewer={viewer} />
            <JobOrderTotals jobOrder={jobOrder} />
            <JobOrderEstimatePanel jobOrder={jobOrder} canPrint={isDesk} />
            <Card withBorder padding="md" component="section" aria-labelledby="job-order-history">
              <Stack gap="sm">
                <Title order={2} fz="lg" id="job-order-history">
                  History
                </Title>
                <JobOrderHistory history={jobOrder.history} timeZone={timeZone} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {canEditDetails ? (
        <JobOrderDetailsDialog
          jobOrder={jobOrder}
          notesOnly={!isDesk}
          opened={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
