import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { reportRoles } from '@pitstop/domain/reports';
import { roleLabels, rolesWith } from '@pitstop/domain/roles';
import { displayName } from '@pitstop/domain/session';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview.tsx';
import { KpiCards } from '../../features/dashboard/components/kpi-cards.tsx';
import { ServiceRequestsPanel } from '../../features/dashboard/components/service-requests-panel.tsx';
import { MechanicHome } from '../../features/mechanic-dashboard/components/mechanic-home.tsx';
import { TimeOffRequestsSection } from '../../features/schedules/components/time-off-requests-section.tsx';
import { ClockCard } from '../../features/time-clock/components/clock-card.tsx';

const calendarReaders = rolesWith('calendar', 'read');

/**
 * `/admin`: the staff dashboard — the workshop's live figures (SPEC §2, DESIGN.md §3.3); a
 * mechanic's is their own work: queue, clock and stat strip. Everyone's time clock leads it.
 */
export function Component() {
  useDocumentTitle('Dashboard — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Group gap="xs">
          <Text c="dimmed">Welcome, {displayName(profile)}</Text>
          <Badge variant="light">{roleLabels[profile.role]}</Badge>
          {profile.shopName ? <Text c="dimmed">at {profile.shopName}</Text> : null}
        </Group>
      </Stack>
      {/* Every staff member's own time clock (issue 24); Quick Actions will carry it too. */}
      <ClockCard />
      {profile.role === 'mechanic' ? (
        <MechanicHome />
      ) : (
        <>
          {/* Shop revenue and its KPIs are for admin and manager only (the API refuses others). */}
          {(reportRoles as readonly string[]).includes(profile.role) ? <KpiCards /> : null}
          <DashboardOverview />
          {calendarReaders.includes(profile.role) ? <ServiceRequestsPanel /> : null}
        </>
      )}
      {/* Admin and manager have theirs on Manage Schedules beside the requests they decide. */}
      {profile.role === 'mechanic' || profile.role === 'front_desk' ? (
        <TimeOffRequestsSection />
      ) : null}
    </Stack>
  );
}
