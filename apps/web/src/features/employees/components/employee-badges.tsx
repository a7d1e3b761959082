import { Group } from '@mantine/core';
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

/** A certification that has run out, or runs out within 30 days, said with its name. */
export function CertificationFlag({ certification }: { certification: Certification }) {
  if (!certification.flag) return null;
  return (
    <StatusBadge
      color={certification.flag === 'expired' ? 'red' : 'yellow'}
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      data-testid="certification-flag"
    >
      {certification.name}: {certificationFlagLabels[certification.flag]}
    </StatusBadge>
  );
}

/** The flags of a person's certifications, or nothing when none needs attention. */
export function CertificationFlags({ certifications }: { certifications: Certification[] }) {
  const flagged = certifications.filter((certification) => certification.flag);
  if (flagged.length === 0) return null;
  return (
    <Group gap={4}>
      {flagged.map((certification) => (
        <CertificationFlag key={certification.id} certification={certification} />
      ))}
    </Group>
  );
}
