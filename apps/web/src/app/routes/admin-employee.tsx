import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useEmployee } from '../../features/employees/api/get-employee.ts';
import { EmployeeHeader } from '../../features/employees/components/employee-header.tsx';
import { EmployeeProfile } from '../../features/employees/components/employee-profile.tsx';
import { EmployeePerformanceSection } from '../../features/performance/components/employee-performance-section.tsx';
import { EmployeeScheduleSection } from '../../features/schedules/components/employee-schedule-section.tsx';
import { EmployeeTimesheetSection } from '../../features/timesheets/components/employee-timesheet-section.tsx';

const tabs = ['profile', 'schedule', 'timesheets', 'performance'] as const;
type EmployeeTab = (typeof tabs)[number];
const isTab = (value: string | null): value is EmployeeTab =>
  (tabs as readonly string[]).includes(value ?? '');

/**
 * `/admin/employees/:userOrEmployeeId`: the Employee page (admin and manager: anyone; other staff
 * their own). Its tabs are composed here, so other features' tabs sit beside Profile.
 */
export function Component() {
  const { userOrEmployeeId = '' } = useParams();
  const { profile } = useAuth();
  const employee = useEmployee(userOrEmployeeId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: EmployeeTab = isTab(requested) ? requested : 'profile';
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
          {/* The tab is kept in the address; an invited person has no schedule, time or work yet. */}
          <Tabs
            value={data.userId ? tab : 'profile'}
            onChange={(value) =>
              setSearchParams(value && value !== 'profile' ? { tab: value } : {}, {
                replace: true,
              })
            }
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="profile">Profile</Tabs.Tab>
              {data.userId ? (
                <>
                  <Tabs.Tab value="schedule">Schedule & time off</Tabs.Tab>
                  <Tabs.Tab value="timesheets">Timesheets</Tabs.Tab>
                  {/* Performance is for admin, manager and a mechanic's own (DESIGN.md §4). */}
                  {profile.role === 'front_desk' ? null : (
                    <Tabs.Tab value="performance">Performance</Tabs.Tab>
                  )}
                </>
              ) : null}
            </Tabs.List>
            <Tabs.Panel value="profile" pt="md">
              <EmployeeProfile employee={data} canEdit={profile.role === 'admin'} />
            </Tabs.Panel>
            {data.userId ? (
              <>
                <Tabs.Panel value="schedule" pt="md">
                  <EmployeeScheduleSection userId={data.userId} />
                </Tabs.Panel>
                <Tabs.Panel value="timesheets" pt="md">
                  <EmployeeTimesheetSection userId={data.userId} viewerRole={profile.role} />
                </Tabs.Panel>
                {profile.role === 'front_desk' ? null : (
                  <Tabs.Panel value="performance" pt="md">
                    <EmployeePerformanceSection userId={data.userId} />
                  </Tabs.Panel>
                )}
              </>
            ) : null}
          </Tabs>
        </Stack>
      )}
    </DetailFrame>
  );
}
