import { Group, Stack, Text, Title } from '@mantine/core';
import type { EmployeeDetail } from '@pitstop/domain/employees';
import { roleLabels } from '@pitstop/domain/roles';
import { EmployeeStatusBadge } from './employee-badges.tsx';

/** The Employee page's heading: who, their role and status, how to reach them. */
export function EmployeeHeader({ employee }: { employee: EmployeeDetail }) {
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1}>{employee.name}</Title>
        <EmployeeStatusBadge status={employee.status} />
      </Group>
      <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {roleLabels[employee.role]} · {employee.email}
        {employee.phone ? ` · ${employee.phone}` : ''}
      </Text>
    </Stack>
  );
}
