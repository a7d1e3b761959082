import { Badge } from '@mantine/core';
import {
  type AppointmentStatus,
  appointmentBadgeVariant,
  appointmentStatusLabels,
} from '@pitstop/domain/bookings';

/** Spec §4 badge styles in Mantine's terms: default = filled, outline, secondary = light grey. */
const mantineVariant = {
  default: { variant: 'filled', color: undefined },
  outline: { variant: 'outline', color: undefined },
  secondary: { variant: 'light', color: 'gray' },
} as const;

export function BookingStatusBadge({ status }: { status: AppointmentStatus }) {
  const style = mantineVariant[appointmentBadgeVariant[status]];
  return (
    <Badge variant={style.variant} color={style.color} data-status={status}>
      {appointmentStatusLabels[status]}
    </Badge>
  );
}
