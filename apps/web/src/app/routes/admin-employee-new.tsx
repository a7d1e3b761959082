import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/detail-frame.tsx';
import { AddEmployeeForm } from '../../features/employees/components/add-employee-form.tsx';
import { employeePath } from '../../features/employees/components/employees-page.tsx';
import { showToast } from '../../lib/toast.ts';

/** `/admin/employees/new` (spec §2 "Add New Employee", admins): saving sends the invitation. */
export function Component() {
  useDocumentTitle('Add New Employee — Pitstop');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <BackLink to="/admin/employees" label="Employee List" />
      <Title order={1}>Add New Employee</Title>
      <AddEmployeeForm
        onAdded={(employee) => {
          showToast({ color: 'teal', message: `Invitation sent to ${employee.email}` });
          navigate(employeePath(employee));
        }}
      />
    </Stack>
  );
}
