import { Badge, Box } from '@mantine/core';
import {
  type AppointmentStatus,
  appointmentBadgeVariant,
  appointmentStatusLabels,
} from '@pitstop/domain/bookings';
import { StatusBadge } from './status-badge.tsx';

/**
 * A booking's status in the badge styles of spec §4: pending secondary, confirmed default,
 * completed outline, anything else secondary (`appointmentBadgeVariant`).
 */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  // A narrow table column must not cut the word short ("PENDI…").
  return (
    <Box component="span" display="inline-block" miw="max-content">
      <StatusVariantBadge status={status} />
    </Box>
  );
}

function StatusVariantBadge({ status }: { status: AppointmentStatus }) {
  const variant = appointmentBadgeVariant[status];
  const label = appointmentStatusLabels[status];
  if (variant === 'default') {
    return (
      <Badge variant="filled" size="sm" data-status={status}>
        {label}
      </Badge>
    );
  }
  if (variant === 'outline') {
    return (
      <Badge
        variant="outline"
        color="gray"
        size="sm"
        data-status={status}
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        {label}
      </Badge>
    );
  }
  return (
    <StatusBadge color="gray" data-status={status}>
      {label}
    </StatusBadge>
  );
}
