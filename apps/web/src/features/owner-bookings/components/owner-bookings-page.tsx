import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { OwnerBooking } from '@pitstop/domain/portal-bookings';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useOwnerBookings } from '../api/list-owner-bookings.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

function BookingRow({ booking }: { booking: OwnerBooking }) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={booking.serviceSummary}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/client/bookings/${booking.id}`} fw={600}>
            {booking.serviceSummary}
          </Anchor>
          <Text size="sm">{formatDateTime(booking.startsAt, booking)}</Text>
          <Text size="xs" c="dimmed">
            {[booking.shop.name, booking.vehicle?.label].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <BookingStatusBadge status={booking.status} />
      </Group>
    </Card>
  );
}

function BookingSection(props: {
  id: string;
  title: string;
  empty: string;
  items: OwnerBooking[];
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id}>
        {props.title}
      </Title>
      {props.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {props.items.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `/client/bookings`: the car owner's upcoming and past bookings; each opens its page. */
export function OwnerBookingsPage() {
  const bookings = useOwnerBookings();
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1}>Bookings</Title>
        <Button
          component={Link}
          to="/book"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Book a Service
        </Button>
      </Group>
      {bookings.isPending ? (
        <InlineLoading />
      ) : bookings.isError ? (
        <LoadFailure
          title="Could not load your bookings"
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : (
        <>
          <BookingSection
            id="upcoming-bookings"
            title="Upcoming"
            empty="No upcoming bookings."
            items={bookings.data.upcoming}
          />
          <BookingSection
            id="past-bookings"
            title="Past"
            empty="No past bookings."
            items={bookings.data.past}
          />
        </>
      )}
    </Stack>
  );
}
