import { Stack } from '@mantine/core';
import type { HistoryEntry } from '@pitstop/domain/bookings';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type EmployeeDetail,
  employeeStatusLabels,
  payRateUnits,
  payTypeLabels,
} from '@pitstop/domain/employees';
import { roleLabels } from '@pitstop/domain/roles';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';
import { CertificationsSection } from './certifications-section.tsx';
import { EmployeeSection, PaySection, ProfileSection, RoleSection } from './employee-sections.tsx';
import { StatusSection } from './employee-status-section.tsx';

const actionLabels: Record<string, string> = {
  invited: 'Invited',
  invitation_resent: 'Invitation sent again',
  profile_updated: 'Profile changed',
  role_changed: 'Role changed',
  pay_changed: 'Pay changed',
  certification_added: 'Certification added',
  certification_changed: 'Certification changed',
  certification_removed: 'Certification removed',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
};

const fieldLabels: Record<string, string> = {
  hireDate: 'Hire date',
  calendarColor: 'Calendar colour',
  phone: 'Phone',
  skills: 'Skills',
};

type Change = { from: unknown; to: unknown };

/**
 * The Employee page's Profile tab: profile, role, pay (admin, or the person's own), certifications,
 * deactivation with the work to reassign, and the history with who and when.
 */
export function EmployeeProfile({
  employee,
  canEdit,
}: {
  employee: EmployeeDetail;
  /** The admin changes; others read. */
  canEdit: boolean;
}) {
  const dates = useDateFormat();
  const money = useFormatMoney();
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return 'none';
    if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'none';
    if (typeof value === 'object' && 'type' in value && 'rate' in value) {
      const pay = value as { type: keyof typeof payTypeLabels; rate: string };
      return `${payTypeLabels[pay.type]} ${money(pay.rate)} ${payRateUnits[pay.type]}`;
    }
    if (typeof value === 'object' && 'name' in value) {
      const certification = value as { name: string; expiresOn: string | null };
      return certification.expiresOn
        ? `${certification.name} (expires ${formatCalendarDate(certification.expiresOn, dates)})`
        : certification.name;
    }
    return String(value);
  };
  const detailLines = (entry: HistoryEntry): string[] =>
    Object.entries(entry.details ?? {}).flatMap(([key, change]) => {
      if (!change || typeof change !== 'object' || !('from' in change)) return [];
      const { from, to } = change as Change;
      const label = fieldLabels[key] ?? (key === 'pay' ? 'Pay' : 'Certification');
      return [`${label}: ${shown(from)} → ${shown(to)}`];
    });
  return (
    <Stack gap="lg" maw={880}>
      <ProfileSection key={`profile-${employee.id}`} employee={employee} canEdit={canEdit} />
      <RoleSection key={`role-${employee.role}`} employee={employee} canEdit={canEdit} />
      {'pay' in employee ? (
        <PaySection key={`pay-${employee.id}`} employee={employee} canEdit={canEdit} />
      ) : null}
      <CertificationsSection employee={employee} canEdit={canEdit} />
      <StatusSection employee={employee} canEdit={canEdit} />
      <EmployeeSection title="History">
        <HistoryTimeline
          history={employee.history}
          timeZone={dates.timeZone}
          statusLabels={{ ...roleLabels, ...employeeStatusLabels }}
          actionLabels={actionLabels}
          detailLines={detailLines}
        />
      </EmployeeSection>
    </Stack>
  );
}
