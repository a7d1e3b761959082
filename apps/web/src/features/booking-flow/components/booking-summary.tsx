import { Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { PublicService } from '@pitstop/domain/portal-bookings';
import type { ReactNode } from 'react';
import { timeZoneLabel } from '../../../components/slot-picker/slot-picker.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import type { FlowWorkshop } from '../types.ts';
import { formatDuration } from './services-step.tsx';

/** The confirm step's review of every choice, times in the workshop's zone. */
export function BookingSummary({
  workshop,
  services,
  vehicle,
  startsAt,
  notes,
}: {
  workshop: FlowWorkshop;
  services: PublicService[];
  vehicle: ReactNode;
  startsAt: string;
  notes: string;
}) {
  const money = useFormatMoney();
  const dates = { ...useDateFormat(), timeZone: workshop.timeZone };
  const minutes = services.reduce((sum, service) => sum + service.durationMinutes, 0);
  const total = services.reduce((sum, service) => sum + Math.round(Number(service.price) * 100), 0);
  const rows: [string, ReactNode][] = [
    ['Workshop', workshop.name],
    [
      'Services',
      <Stack gap={0} key="services">
        {services.map((service) => (
          <Text size="sm" key={service.id}>
            {service.name} ({formatDuration(service.durationMinutes)}, {money(service.price)})
          </Text>
        ))}
      </Stack>,
    ],
    ['Vehicle', vehicle],
    ['When', `${formatDateTime(startsAt, dates)} (${timeZoneLabel(workshop.timeZone)})`],
    ['Duration', `About ${formatDuration(minutes)}`],
    ['Estimated price', money(total / 100)],
    ['Notes', notes.trim() || 'None'],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Your booking">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
