import { Group, Stack, Text } from '@mantine/core';
import {
  type Certification,
  certificationFlagLabels,
  type EmployeeStatus,
  employeeStatusLabels,
} from '@pitstop/domain/employees';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge.tsx';

const statusColors: Record<EmployeeStatus, string> = {
  active: 'teal',
  invited: 'blue',
  deactivated: 'gray',
};

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return (
    <StatusBadge color={statusColors[status]} data-status={status}>
      {employeeStatusLabels[status]}
    </StatusBadge>
  );
}

/**
 * A certification that has run out, or runs out within 30 days, said with its name: text that
 * wraps (a badge would cut a long name short in a narrow column).
 */
export function CertificationFlag({ certification }: { certification: Certification }) {
  if (!certification.flag) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="certification-flag">
      <IconAlertTriangle
        size={14}
        aria-hidden
        color={`var(--mantine-color-${certification.flag === 'expired' ? 'red' : 'orange'}-7)`}
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Text size="xs" fw={600} c={certification.flag === 'expired' ? 'red.8' : 'orange.9'}>
        {certification.name}: {certificationFlagLabels[certification.flag]}
      </Text>
    </Group>
  );
}

/** The flags of a person's certifications, or nothing when none needs attention. */
export function CertificationFlags({ certifications }: { certifications: Certification[] }) {
  const flagged = certifications.filter((certification) => certification.flag);
  if (flagged.length === 0) return null;
  return (
    <Stack gap={2}>
      {flagged.map((certification) => (
        <CertificationFlag key={certification.id} certification={certification} />
      ))}
    </Stack>
  );
}
