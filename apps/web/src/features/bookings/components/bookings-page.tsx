import '@mantine/dates/styles.css';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type AppointmentSource,
  type AppointmentStatus,
  appointmentStatuses,
  appointmentStatusLabels,
  type BookingListView,
  formatRequestNumber,
} from '@pitstop/domain/bookings';
import { formatDateTime } from '@pitstop/domain/date-format';
import { localToday } from '@pitstop/domain/local-time';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge.tsx';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { VehicleCell } from '../../../components/vehicle-cell.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useAvailability } from '../api/get-availability.ts';
import { type BookingFilters, useAppointments } from '../api/list-appointments.ts';

const ALL = 'all';
const UNASSIGNED = 'unassigned';

const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...appointmentStatuses.map((status) => ({
    value: status,
    label: appointmentStatusLabels[status],
  })),
];
const sourceOptions = [
  { value: ALL, label: 'All sources' },
  { value: 'staff', label: 'Staff' },
  { value: 'online', label: 'Online' },
];
const sourceLabels: Record<AppointmentSource, string> = { staff: 'Staff', online: 'Online' };
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
  const [search, setSearch] = useState(initialFilters.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [choices, setChoices] = useState<Omit<BookingFilters, 'search'>>(initialFilters);
  // The typed search reaches the server once typing pauses.
  const filters: BookingFilters = { ...choices, search: debouncedSearch };
  const shopToday = localToday(useDateFormat().timeZone);
  const availability = useAvailability({ from: shopToday, to: shopToday });
  const appointments = useAppointments(filters);
  const rows = appointments.data?.pages.flatMap((page) => page.items) ?? [];
  const timeZone = availability.data?.timeZone;
  const dates = useDateFormat(timeZone);

  // This state is the one source of truth, written to the address when it changes, so a
  // filter chosen while the search is still debouncing is not undone by the search's write.
  const filtersKey = JSON.stringify(filters);
  const written = useRef(filtersKey);
  const latest = useRef({ filters, onFiltersChange });
  latest.current = { filters, onFiltersChange };
  useEffect(() => {
    if (written.current === filtersKey) return;
    written.current = filtersKey;
    latest.current.onFiltersChange(latest.current.filters);
  }, [filtersKey]);
  const choose = (change: Partial<Omit<BookingFilters, 'search'>>) =>
    setChoices((current) => ({ ...current, ...change }));

  const mechanicOptions = [
    { value: ALL, label: 'All mechanics' },
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(availability.data?.mechanics ?? []).map((mechanic) => ({
      value: mechanic.id,
      label: mechanic.name,
    })),
  ];
  // A mechanic in the address whose name is not loaded yet stays selectable.
  if (filters.mechanicId && !mechanicOptions.some((option) => option.value === filters.mechanicId))
    mechanicOptions.push({ value: filters.mechanicId, label: 'Selected mechanic' });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Manage Bookings</Title>
        {canWrite ? (
          <Button
            component={Link}
            to="/admin/calendar/new"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add Appointment
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search bookings..."
          title="Search by client name, phone or registration number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="booking-view-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="booking-view-label"
            data={viewOptions}
            value={filters.when}
            onChange={(value) => choose({ when: value as BookingListView })}
          />
        </Stack>
        <Select
          label="Status"
          allowDeselect={false}
          data={statusOptions}
          value={filters.status ?? ALL}
          onChange={(value) =>
            choose({ status: value === ALL || !value ? null : (value as AppointmentStatus) })
          }
          w={160}
        />
        <Select
          label="Mechanic"
          allowDeselect={false}
          data={mechanicOptions}
          value={filters.mechanicId ?? ALL}
          onChange={(value) => choose({ mechanicId: value === ALL || !value ? null : value })}
          w={180}
        />
        <Select
          label="Source"
          allowDeselect={false}
          data={sourceOptions}
          value={filters.source ?? ALL}
          onChange={(value) =>
            choose({ source: value === ALL || !value ? null : (value as AppointmentSource) })
          }
          w={140}
        />
        <DatePickerInput
          type="range"
          ariaLabels={calendarLabels}
          label="Dates"
          clearable
          allowSingleDateInRange
          value={[filters.from, filters.to]}
          onChange={([from, to]) => {
            // Half a range is being picked: wait for its end.
            if (from && !to) return;
            choose({ from, to });
          }}
          w={240}
        />
      </Group>
      {appointments.isError && !appointments.data ? (
        <LoadFailure
          title="Could not load the bookings"
          error={appointments.error}
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isFetching}
        />
      ) : (
        <ResponsiveTable
          label="Bookings"
          rows={rows}
          rowKey={(row) => row.id}
          loading={appointments.isPending}
          busy={
            appointments.isFetching && !appointments.isFetchingNextPage && !appointments.isPending
          }
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
      <LoadMore query={appointments} failureTitle="Could not load more bookings" />
    </Stack>
  );
}
