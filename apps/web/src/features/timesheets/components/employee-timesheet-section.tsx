import { Stack, Title } from '@mantine/core';
import type { Role } from '@pitstop/domain/roles';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { usePersonTimesheet } from '../api/get-person-timesheet.ts';
import { PersonTimesheet } from './person-timesheet.tsx';
import { PeriodNav, rightsOf } from './timesheets-page.tsx';

/**
 * A person's timesheet on their Employee page (admin and manager read it): the current pay
 * period, with ‹ › to the others kept on the page (the Employee page's address is its own).
 * `viewerRole` gives the actions: admin and manager correct and approve, the admin reopens.
 */
export function EmployeeTimesheetSection({
  userId,
  viewerRole = 'manager',
}: {
  userId: string;
  viewerRole?: Role;
}) {
  const [period, setPeriod] = useState<string | undefined>(undefined);
  const sheet = usePersonTimesheet(userId, period);
  return (
    <Stack gap="sm" component="section" aria-labelledby="employee-timesheet-title">
      <Title order={2} fz="lg" id="employee-timesheet-title">
        Timesheet
      </Title>
      {sheet.data ? (
        <PeriodNav period={sheet.data.period} onChange={setPeriod} />
      ) : (
        <InlineLoading />
      )}
      <PersonTimesheet userId={userId} period={period} rights={rightsOf(viewerRole)} />
    </Stack>
  );
}
