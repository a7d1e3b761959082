import type { ScheduleEventData } from '@mantine/schedule';
import { appointmentStatusLabels } from '@pitstop/domain/bookings';
import type { AppointmentEventPayload, MorePayload } from '../calendar-model.ts';
import classes from './calendar.module.css';

/**
 * A booking on the calendar: time, client, vehicle and service; its status is the colour (and
 * said aloud for screen readers). Plain elements, not Mantine components: a busy week draws
 * hundreds of these. Defined once at module level so the schedule sees a stable renderer.
 */
export function renderAppointmentBody(event: ScheduleEventData) {
  const more = event.payload as MorePayload | undefined;
  if (more?.more) return <span className={classes.eventBody}>+{more.more} more</span>;
  const payload = event.payload as AppointmentEventPayload | undefined;
  if (!payload?.appointment) return event.title;
  const { appointment, timeLabel } = payload;
  const vehicle = appointment.vehicle
    ? `${appointment.vehicle.label}${appointment.vehicle.registrationNumber ? ` (${appointment.vehicle.registrationNumber})` : ''}`
    : null;
  return (
    <span className={classes.eventBody}>
      <b>{timeLabel}</b> <span className={classes.client}>{appointment.client.name}</span>
      <span className={classes.srOnly}> ({appointmentStatusLabels[appointment.status]})</span>{' '}
      {[vehicle, appointment.serviceSummary].filter(Boolean).join(' · ')}
    </span>
  );
}
