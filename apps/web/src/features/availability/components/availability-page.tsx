import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addLocalDays, localToday, weekdayOf } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { useState } from 'react';
import { useDateFormat } from '../../../lib/dates.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useUpdateOpeningHours } from '../api/update-opening-hours.ts';
import { BookingSettingsSection } from './booking-settings-form.tsx';
import { ClosuresSection } from './closures-section.tsx';
import { MechanicCard } from './mechanic-card.tsx';
import { TimeOffDialog } from './time-off-dialog.tsx';
import { WeekGrid } from './week-grid.tsx';
import { WeeklyHoursEditor, WeeklyHoursSummary } from './weekly-hours-editor.tsx';

/** The lists (closures, time off) cover this many days from the week on screen. */
const LIST_DAYS = 60;

function mondayOf(date: string): string {
  return addLocalDays(date, 1 - weekdayOf(date));
}

/** DESIGN.md §4 calendar: admin edits everything; front desk people's hours and time off. */
function abilities(role: Role) {
  return {
    editShop: role === 'admin',
    editPeople: role === 'admin' || role === 'front_desk',
    ownOnly: role === 'mechanic',
  };
}

/**
 * Spec §2 "Mechanic Availability" (issue #10): the shop's opening hours and closures, each
 * mechanic's hours and time off, and a week grid of who works when — one availability model
 * that slots and the calendar read.
 */
export function AvailabilityPage({ viewer }: { viewer: { id: string; role: Role } }) {
  const { editShop, editPeople, ownOnly } = abilities(viewer.role);
  const shopZone = useDateFormat().timeZone;
  const [firstDay, setFirstDay] = useState(() => mondayOf(localToday(shopZone)));
  const availability = useAvailability({
    from: firstDay,
    to: addLocalDays(firstDay, LIST_DAYS - 1),
  });
  const openingHours = useUpdateOpeningHours();
  const [timeOffFor, setTimeOffFor] = useState<{ id: string; name: string } | null>(null);

  if (availability.isPending)
    return (
      <Stack gap="md">
        <Title order={1}>Mechanic Availability</Title>
        <Text c="dimmed" role="status">
          Loading availability...
        </Text>
      </Stack>
    );
  if (availability.isError)
    return (
      <Stack gap="md">
        <Title order={1}>Mechanic Availability</Title>
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Error loading availability: {availability.error.message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => availability.refetch()}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      </Stack>
    );

  const data = availability.data;
  const mechanics = ownOnly
    ? data.mechanics.filter((mechanic) => mechanic.id === viewer.id)
    : data.mechanics;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Mechanic Availability</Title>
        <Text c="dimmed" size="sm">
          All times are in the shop's time zone ({data.timeZone}).
        </Text>
      </div>
      <WeekGrid availability={data} firstDay={firstDay} onWeekChange={setFirstDay} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="opening-hours-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="opening-hours-heading">
              Opening hours
            </Title>
            {editShop ? (
              <WeeklyHoursEditor
                key={JSON.stringify(data.openingHours)}
                name="Opening hours"
                hours={data.openingHours}
                saveLabel="Save opening hours"
                saving={openingHours.isPending}
                save={(hours, callbacks) =>
                  openingHours.mutate(hours, {
                    onSuccess: () => showToast({ color: 'teal', message: 'Opening hours saved' }),
                    onError: callbacks.onError,
                  })
                }
              />
            ) : (
              <WeeklyHoursSummary hours={data.openingHours} label="Opening hours" />
            )}
          </Stack>
        </Paper>
        <ClosuresSection closures={data.closures} canEdit={editShop} />
      </SimpleGrid>
      <Title order={2} size="h3">
        {ownOnly ? 'Your hours and time off' : 'Mechanics'}
      </Title>
      {mechanics.length === 0 ? (
        <Text c="dimmed" size="sm">
          {ownOnly
            ? 'Your hours are not set up yet: ask the shop admin.'
            : 'No mechanics yet. Invite them from Business Details.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {mechanics.map((mechanic) => (
            <MechanicCard
              key={mechanic.id}
              mechanic={mechanic}
              openingHours={data.openingHours}
              timeZone={data.timeZone}
              canEditHours={editPeople}
              canEditTimeOff={editPeople || mechanic.id === viewer.id}
              onAddTimeOff={() => setTimeOffFor({ id: mechanic.id, name: mechanic.name })}
            />
          ))}
        </SimpleGrid>
      )}
      {editShop ? <BookingSettingsSection /> : null}
      <TimeOffDialog mechanic={timeOffFor} onClose={() => setTimeOffFor(null)} />
    </Stack>
  );
}
