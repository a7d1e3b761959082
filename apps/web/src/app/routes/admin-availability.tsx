import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AvailabilityPage } from '../../features/availability/components/availability-page.tsx';

/** `/admin/calendar/availability` (spec §2 "Mechanic Availability"). */
export function Component() {
  useDocumentTitle('Mechanic Availability — Pitstop');
  const { profile } = useAuth();
  if (!profile) return null;
  return <AvailabilityPage viewer={{ id: profile.id, role: profile.role }} />;
}
