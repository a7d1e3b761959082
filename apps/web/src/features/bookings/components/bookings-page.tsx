import { Anchor, Button, Text } from '@mantine/core';
import {
  type AppointmentSource,
  appointmentStatuses,
  appointmentStatusLabels,
  type BookingListView,
  formatRequestNumber,
} from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { localToday } from '@pitstop/domain/local-time';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  MechanicFilter,
  SearchFilter,
  StatusFilter,
  ViewFilter,
} from '../../../components/list-filters.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { VehicleCell } from '../../../components/vehicle-cell.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
import { useAvailability } from '../api/get-availability.ts';
import { type BookingFilters, useAppointments } from '../api/list-appointments.ts';

const statusOptions = appointmentStatuses.map((status) => ({
  value: status,
  label: appointmentStatusLabels[status],
}));
const sourceLabels: Record<AppointmentSource, string> = { staff: 'Staff', online: 'Online' };
const sourceOptions = (Object.keys(sourceLabels) as AppointmentSource[]).map((source) => ({
  value: source,
  label: sourceLabels[source],
}));
const viewOptions: { value: BookingListView; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/**
 * Manage Bookings (issue #10): every booking of the shop, searched (client, phone, plate) and
 * filtered on the server, in keyset pages. The screen owns its filters and mirrors them into
 * the address (`onFiltersChange`), so a reload or the dashboard's 'View All' (`?status=pending&when=all`)
 * opens it filtered; the route remounts it when the address changes from outside.
 */
export function BookingsPage({
  initialFilters,
  onFiltersChange,
  canWrite,
}: {
  initialFilters: BookingFilters;
  onFiltersChange(filters: BookingFilters): void;
  canWrite: boolean;
}) {
  const navigate = useNavigate();
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const shopToday = localToday(useDateFormat().timeZone);
  const availability = useAvailability({ from: shopToday, to: shopToday });
  const appointments = useAppointments(filters);
  const timeZone = availability.data?.timeZone;
  const dates = useDateFormat(timeZone);

  return (
    <ListPage
      title="Manage Bookings"
      actions={
        canWrite ? (
          <Button
            component={Link}
            to="/admin/calendar/new"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add Appointment
          </Button>
        ) : null
      }
      filters={
        <>
          <SearchFilter
            placeholder="Search bookings..."
            title="Search by client name, phone or registration number"
            {...searchBox}
            w={260}
          />
          <ViewFilter options={viewOptions} {...bind('when')} />
          <StatusFilter options={statusOptions} {...bind('status')} w={160} />
          <MechanicFilter mechanics={availability.data?.mechanics} {...bind('mechanicId')} />
          <ChoiceFilter
            label="Source"
            allLabel="All sources"
            options={sourceOptions}
            {...bind('source')}
            w={140}
          />
          <DateRangeFilter label="Dates" value={filters} onChange={choose} />
        </>
      }
      query={appointments}
      failureTitle="Could not load the bookings"
      moreFailureTitle="Could not load more bookings"
      table={(list) => (
        <ResponsiveTable
          {...list}
          label="Bookings"
          rowKey={(row) => row.id}
          empty="No bookings found"
          rowProps={(row) => ({
            'data-testid': 'booking-row',
            onClick: () => navigate(`/admin/calendar/bookings/${row.id}`),
          })}
          columns={[
            {
              key: 'number',
              header: 'Request ID',
              kind: 'title',
              nowrap: true,
              cell: (row) => (
                <Anchor component={Link} to={`/admin/calendar/bookings/${row.id}`} fw={600}>
                  {formatRequestNumber(row.number)}
                </Anchor>
              ),
            },
            {
              key: 'startsAt',
              header: 'Date & Time',
              nowrap: true,
              // The shop's time zone comes with its mechanics.
              cell: (row) => (timeZone ? formatDateTime(row.startsAt, dates) : '…'),
            },
            {
              key: 'client',
              header: 'Client',
              cell: (row) => (
                <>
                  <Text size="sm">{row.client.name}</Text>
                  {row.client.phone ? (
                    <Text size="xs" c="dimmed">
                      {row.client.phone}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              key: 'vehicle',
              header: 'Vehicle',
              priority: 2,
              cell: (row) => <VehicleCell vehicle={row.vehicle} />,
            },
            { key: 'service', header: 'Service', priority: 2, cell: (row) => row.serviceSummary },
            {
              key: 'mechanic',
              header: 'Mechanic',
              priority: 3,
              cell: (row) => row.mechanic?.name ?? 'Unassigned',
            },
            {
              key: 'source',
              header: 'Source',
              priority: 4,
              cell: (row) => sourceLabels[row.source],
            },
            {
              key: 'status',
              header: 'Status',
              nowrap: true,
              cell: (row) => <AppointmentStatusBadge status={row.status} />,
            },
          ]}
        />
      )}
    />
  );
}
