import '@mantine/schedule/styles.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  MonthView,
  ResourcesDayView,
  type ScheduleEventData,
  type ScheduleResourceData,
  WeekView,
} from '@mantine/schedule';
import type { Availability } from '@pitstop/domain/availability';
import {
  type AvailabilityConflict,
  appointmentStatusColors,
  appointmentStatuses,
  appointmentStatusLabels,
} from '@pitstop/domain/bookings';
import { formatDateTime, formatTime } from '@pitstop/domain/date-format';
import { addLocalDays, localToday, minutesOfDay } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import {
  isWithin,
  type MinuteRange,
  mechanicHoursOn,
  shopHoursOn,
} from '@pitstop/domain/working-hours';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useCalendar } from '../api/get-calendar.ts';
import { type CalendarMove, useMoveAppointment } from '../api/update-appointment.ts';
import {
  type AppointmentEvent,
  appointmentEvents,
  instantOf,
  isMovable,
  MONTH_EVENTS_PER_DAY,
  type MorePayload,
  monthCellEvents,
  offHoursEvents,
  rangeInstants,
  UNASSIGNED,
  visibleDays,
  visibleHours,
  wallClock,
  weekendDaysOf,
} from '../calendar-model.ts';
import { renderAppointmentBody } from './appointment-event-body.tsx';
import classes from './calendar.module.css';
import { CalendarFeedButton } from './calendar-feed-button.tsx';
import { type CalendarState, CalendarToolbar } from './calendar-toolbar.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';

/** Who is looking decides what they may do (DESIGN.md §4: calendar). */
function abilities(role: Role) {
  const canWrite = role === 'admin' || role === 'front_desk';
  return { canWrite, ownOnly: role === 'mechanic' };
}

type Conflict = { move: CalendarMove; conflicts: AvailabilityConflict[]; message: string };

function conflictOf(cause: unknown): { conflicts: AvailabilityConflict[]; message: string } | null {
  if (!(cause instanceof ApiError) || cause.status !== 409) return null;
  if (cause.code !== 'availability_conflict') return null;
  const { conflicts } = cause.problem as { conflicts?: AvailabilityConflict[] };
  return { conflicts: conflicts ?? [], message: cause.message };
}

function timeOf(wallClockTime: string, date: string): number {
  // A slot or event ending at the next midnight ends at minute 1440 of `date`.
  return wallClockTime.slice(0, 10) === date ? minutesOfDay(wallClockTime.slice(11, 16)) : 24 * 60;
}

/**
 * Spec §2 "Calendar View" (issue #10): the workshop's bookings by day (a row per mechanic plus
 * Unassigned), week and month, in the shop's time zone, with non-working time shaded. Staff who
 * write move and resize bookings by dragging and select a free range to book it.
 */
export function CalendarPage({
  state,
  viewer,
  onStateChange,
  onOpenBooking,
  onCreate,
}: {
  /** `date` null: today in the shop's zone. */
  state: Omit<CalendarState, 'date'> & { date: string | null };
  viewer: { id: string; role: Role };
  onStateChange(next: CalendarState): void;
  onOpenBooking(id: string): void;
  onCreate(draft: { start: string; mechanicId: string | null }): void;
}) {
  const { canWrite, ownOnly } = abilities(viewer.role);
  const [zoneSeen, setZoneSeen] = useState<string | null>(null);
  const dates = useDateFormat(zoneSeen);
  const today = localToday(dates.timeZone);
  const date = state.date ?? today;
  const days = visibleDays(state.view, date);
  const availability = useAvailability({ from: days.first, to: days.last });
  const zone = availability.data?.timeZone ?? zoneSeen;
  if (availability.data && availability.data.timeZone !== zoneSeen)
    setZoneSeen(availability.data.timeZone);
  const mechanicFilter = ownOnly ? viewer.id : state.mechanicId;
  const range = zone ? rangeInstants(days, zone) : null;
  const calendar = useCalendar(
    range ? { ...range, mechanicId: mechanicFilter, status: state.status } : null,
  );
  const move = useMoveAppointment();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const fullState: CalendarState = { ...state, date };

  const events = useMemo(
    () => (calendar.data ? appointmentEvents(calendar.data.items, calendar.data.timeZone) : []),
    [calendar.data],
  );
  const mechanics = useMemo(
    () =>
      (availability.data?.mechanics ?? []).map((mechanic) => ({
        id: mechanic.id,
        name: mechanic.name,
      })),
    [availability.data],
  );

  const submitMove = useCallback(
    (next: CalendarMove) => {
      if (!zone) return;
      move.mutate(next, {
        onSuccess: (saved) =>
          showToast({
            color: 'teal',
            // One wording for a move and a resize: where the booking now is.
            message: `Booking now ${formatDateTime(saved.startsAt, { ...dates, timeZone: zone })} – ${formatTime(saved.endsAt, { ...dates, timeZone: zone })}`,
          }),
        onError: (cause) => {
          const found = conflictOf(cause);
          if (found && canWrite && !next.bookAnyway) {
            setConflict({ move: next, ...found });
            return;
          }
          notifyFailure('The booking was not changed', cause);
        },
      });
    },
    [move.mutate, zone, canWrite, dates],
  );

  const handleDrop = useCallback(
    (data: {
      eventId: string | number;
      newStart: string;
      newEnd: string;
      event: ScheduleEventData;
      resourceId?: string | number;
    }) => {
      if (!zone) return;
      const resource = data.resourceId === undefined ? undefined : String(data.resourceId);
      const changesMechanic = resource !== undefined && resource !== String(data.event.resourceId);
      const startsAt = instantOf(data.newStart, zone);
      const endsAt = instantOf(data.newEnd, zone);
      if (!changesMechanic && data.newStart === data.event.start && data.newEnd === data.event.end)
        return;
      submitMove({
        id: String(data.eventId),
        startsAt,
        endsAt,
        ...(changesMechanic
          ? {
              mechanic:
                resource === UNASSIGNED
                  ? null
                  : {
                      id: resource,
                      name: mechanics.find((mechanic) => mechanic.id === resource)?.name ?? '',
                    },
            }
          : {}),
      });
    },
    [zone, mechanics, submitMove],
  );

  const createAt = useCallback(
    (start: string, resourceId: string | number | undefined) => {
      if (!zone) return;
      const chosen = resourceId === undefined ? mechanicFilter : String(resourceId);
      onCreate({
        start: instantOf(start, zone),
        mechanicId: chosen && chosen !== UNASSIGNED ? chosen : null,
      });
    },
    [zone, mechanicFilter, onCreate],
  );

  const openDay = useCallback(
    (day: string) =>
      onStateChange({ view: 'day', date: day, mechanicId: state.mechanicId, status: state.status }),
    [onStateChange, state.mechanicId, state.status],
  );
  const openEvent = useCallback(
    (event: ScheduleEventData) => {
      const more = event.payload as MorePayload | undefined;
      if (more?.more) openDay(more.date);
      else if (event.display !== 'background') onOpenBooking(String(event.id));
    },
    [onOpenBooking, openDay],
  );

  const getCurrentTime = useCallback(
    () => wallClock(new Date().toISOString(), zone ?? dates.timeZone),
    [zone, dates.timeZone],
  );

  const loadError = availability.error ?? calendar.error;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Calendar View</Title>
        {ownOnly ? <CalendarFeedButton /> : null}
      </Group>
      <CalendarToolbar
        state={fullState}
        today={today}
        range={days}
        mechanics={mechanics}
        mechanicLocked={ownOnly}
        onChange={onStateChange}
      />
      <StatusLegend />
      {loadError ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Error loading the calendar: {loadError.message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => {
                void availability.refetch();
                void calendar.refetch();
              }}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {availability.isPending || calendar.isPending ? (
        <Text c="dimmed" role="status">
          Loading calendar...
        </Text>
      ) : null}
      {availability.data && calendar.data ? (
        <CalendarGrid
          view={state.view}
          date={date}
          today={today}
          availability={availability.data}
          events={events}
          mechanics={mechanics}
          mechanicFilter={mechanicFilter}
          ownOnly={ownOnly}
          viewerId={viewer.id}
          canWrite={canWrite}
          getCurrentTime={getCurrentTime}
          onDrop={handleDrop}
          onCreate={createAt}
          onOpen={openEvent}
          onDayOpen={openDay}
        />
      ) : null}
      <ConflictDialog
        conflict={conflict}
        onCancel={() => setConflict(null)}
        onBookAnyway={() => {
          if (conflict) submitMove({ ...conflict.move, bookAnyway: true });
          setConflict(null);
        }}
      />
    </Stack>
  );
}

function StatusLegend() {
  return (
    <Group gap="xs" aria-label="Status colours" role="list">
      {appointmentStatuses.map((status) => (
        <Badge
          key={status}
          role="listitem"
          variant="dot"
          color={appointmentStatusColors[status]}
          radius="sm"
        >
          {appointmentStatusLabels[status]}
        </Badge>
      ))}
    </Group>
  );
}

type GridProps = {
  view: CalendarState['view'];
  date: string;
  today: string;
  availability: Availability;
  events: AppointmentEvent[];
  mechanics: { id: string; name: string }[];
  mechanicFilter: string | null;
  ownOnly: boolean;
  viewerId: string;
  canWrite: boolean;
  getCurrentTime(): string;
  onDrop(data: {
    eventId: string | number;
    newStart: string;
    newEnd: string;
    event: ScheduleEventData;
    resourceId?: string | number;
  }): void;
  onCreate(start: string, resourceId: string | number | undefined): void;
  onOpen(event: ScheduleEventData): void;
  onDayOpen(date: string): void;
};

/** The schedule component of the chosen view, fed memoised events and stable callbacks. */
function CalendarGrid(props: GridProps) {
  const { view, availability, events, canWrite } = props;
  const hours = useMemo(() => visibleHours(availability, events), [availability, events]);
  const canDrag = canWrite ? isMovable : undefined;
  const interaction = {
    withEventsDragAndDrop: canWrite,
    withEventResize: view !== 'month' && canWrite,
    canDragEvent: canDrag,
    canResizeEvent: canDrag,
    withDragSlotSelect: canWrite && view !== 'month',
    onEventClick: props.onOpen,
    renderEventBody: renderAppointmentBody,
  };

  if (view === 'day') return <DayGrid {...props} hours={hours} interaction={interaction} />;
  if (view === 'week') return <WeekGrid {...props} hours={hours} interaction={interaction} />;
  return <MonthGrid {...props} interaction={interaction} />;
}

type Interaction = {
  withEventsDragAndDrop: boolean;
  withEventResize: boolean;
  canDragEvent: ((event: ScheduleEventData) => boolean) | undefined;
  canResizeEvent: ((event: ScheduleEventData) => boolean) | undefined;
  withDragSlotSelect: boolean;
  onEventClick(event: ScheduleEventData): void;
  renderEventBody: typeof renderAppointmentBody;
};
type Hours = ReturnType<typeof visibleHours>;

function DayGrid({
  date,
  availability,
  events,
  mechanics,
  mechanicFilter,
  ownOnly,
  viewerId,
  canWrite,
  getCurrentTime,
  onDrop,
  onCreate,
  hours,
  interaction,
}: GridProps & { hours: Hours; interaction: Interaction }) {
  const resources = useMemo<ScheduleResourceData[]>(() => {
    const rows: ScheduleResourceData[] = mechanics.map((mechanic) => ({
      id: mechanic.id,
      label: mechanic.name,
    }));
    // A booking may name someone who no longer works here: they keep a row while it shows.
    for (const event of events) {
      const mechanic = event.payload?.appointment.mechanic;
      if (mechanic && !rows.some((row) => row.id === mechanic.id))
        rows.push({ id: mechanic.id, label: mechanic.name });
    }
    if (!ownOnly) rows.push({ id: UNASSIGNED, label: 'Unassigned' });
    if (ownOnly) {
      const own = rows.filter((row) => row.id === viewerId);
      return own.length > 0 ? own : [{ id: viewerId, label: 'My schedule' }];
    }
    return mechanicFilter ? rows.filter((row) => row.id === mechanicFilter) : rows;
  }, [mechanics, events, ownOnly, viewerId, mechanicFilter]);

  const withShading = useMemo(() => {
    const shading = resources.flatMap((resource) => {
      const id = String(resource.id);
      const working =
        id === UNASSIGNED
          ? shopHoursOn(availability, date)
          : mechanicHoursOn(availability, id, date);
      return offHoursEvents(id, date, working);
    });
    return [...shading, ...events];
  }, [resources, availability, date, events]);

  return (
    <ResourcesDayView
      date={date}
      resources={resources}
      events={withShading}
      withHeader={false}
      startTime={hours.startTime}
      endTime={hours.endTime}
      startScrollTime={hours.scrollTime}
      intervalMinutes={30}
      eventDragInterval={15}
      eventResizeInterval={15}
      slotWidth={72}
      rowHeight={76}
      maxEventsPerTimeSlot={3}
      getCurrentTime={getCurrentTime}
      labels={{ resources: 'Mechanics', resourceSlot: 'Time slot' }}
      {...interaction}
      onEventDrop={onDrop}
      onEventResize={onDrop}
      onSlotDragEnd={
        canWrite ? ({ rangeStart, resourceId }) => onCreate(rangeStart, resourceId) : undefined
      }
    />
  );
}

function WeekGrid({
  date,
  availability,
  events,
  mechanicFilter,
  canWrite,
  getCurrentTime,
  onDrop,
  onCreate,
  hours,
  interaction,
}: GridProps & { hours: Hours; interaction: Interaction }) {
  // The slots' shading: the filtered mechanic's working time, else the shop's opening hours.
  const working = useMemo(() => {
    const byDate = new Map<string, MinuteRange[]>();
    const { first } = visibleDays('week', date);
    for (let offset = 0; offset < 7; offset++) {
      const key = addLocalDays(first, offset);
      byDate.set(
        key,
        mechanicFilter && mechanicFilter !== UNASSIGNED
          ? mechanicHoursOn(availability, mechanicFilter, key)
          : shopHoursOn(availability, key),
      );
    }
    return byDate;
  }, [availability, date, mechanicFilter]);

  const getTimeSlotProps = useCallback(
    ({ start, end }: { start: string; end: string }) => {
      const day = start.slice(0, 10);
      const ranges = working.get(day) ?? [];
      return isWithin(ranges, timeOf(start, day), timeOf(end, day))
        ? undefined
        : { 'data-off-hours': true };
    },
    [working],
  );

  return (
    <WeekView
      className={classes.grid}
      date={date}
      events={events}
      withHeader={false}
      firstDayOfWeek={1}
      weekendDays={weekendDaysOf(availability)}
      highlightToday={false}
      withAllDaySlots={false}
      startTime={hours.startTime}
      endTime={hours.endTime}
      startScrollTime={hours.scrollTime}
      intervalMinutes={30}
      eventDragInterval={15}
      eventResizeInterval={15}
      getCurrentTime={getCurrentTime}
      getTimeSlotProps={getTimeSlotProps}
      {...interaction}
      onEventDrop={onDrop}
      onEventResize={onDrop}
      onSlotDragEnd={canWrite ? (rangeStart) => onCreate(rangeStart, undefined) : undefined}
    />
  );
}

function MonthGrid({
  date,
  today,
  availability,
  events,
  onDrop,
  onDayOpen,
  interaction,
}: GridProps & { interaction: Interaction }) {
  const cells = useMemo(() => monthCellEvents(events), [events]);
  const getDayProps = useCallback(
    (day: string) => {
      return {
        'data-off-hours': shopHoursOn(availability, day).length === 0 || undefined,
        'data-shop-today': day === today || undefined,
      };
    },
    [availability, today],
  );
  return (
    <MonthView
      className={classes.grid}
      date={date}
      events={cells}
      withHeader={false}
      firstDayOfWeek={1}
      weekendDays={weekendDaysOf(availability)}
      highlightToday={false}
      maxEventsPerDay={MONTH_EVENTS_PER_DAY}
      getDayProps={getDayProps}
      onDayClick={(day) => onDayOpen(day)}
      {...interaction}
      onEventDrop={onDrop}
    />
  );
}
