import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useEmployee } from '../../features/employees/api/get-employee.ts';
import { EmployeeHeader } from '../../features/employees/components/employee-header.tsx';
import { EmployeeProfile } from '../../features/employees/components/employee-profile.tsx';

/**
 * `/admin/employees/:userOrEmployeeId`: the Employee page (admin and manager: anyone; other staff
 * their own). Its tabs are composed here, so other features' tabs sit beside Profile.
 */
export function Component() {
  const { userOrEmployeeId = '' } = useParams();
  const { profile } = useAuth();
  const employee = useEmployee(userOrEmployeeId);
  useDocumentTitle(`${employee.data?.name ?? 'Employee'} — Pitstop`);
  if (!profile) return null;
  const readsList = profile.role === 'admin' || profile.role === 'manager';
  return (
    <DetailFrame
      query={employee}
      noun="employee"
      back={
        readsList
          ? { to: '/admin/employees', label: 'Employee List' }
          : { to: '/admin', label: 'Dashboard' }
      }
    >
      {(data) => (
        <Stack gap="md">
          <EmployeeHeader employee={data} />
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="profile">Profile</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              <EmployeeProfile employee={data} canEdit={profile.role === 'admin'} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </DetailFrame>
  );
}
