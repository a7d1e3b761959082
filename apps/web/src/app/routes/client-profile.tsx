import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { OwnerClientProfile } from '../../features/client-profile/components/owner-client-profile.tsx';
import {
  type ProfileTab,
  profileTabs,
} from '../../features/client-profile/components/profile-layout.tsx';

function tabOf(value: string | null): ProfileTab {
  return (profileTabs as readonly string[]).includes(value ?? '')
    ? (value as ProfileTab)
    : 'details';
}

/** `/client/profile`: the car owner's own client profile (the view staff see, owner mode). */
export function Component() {
  useDocumentTitle('Profile — Pitstop');
  const { profile } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!profile) return null;
  return (
    <Box maw={1100}>
      <OwnerClientProfile
        isClient={profile.role === 'client'}
        tab={tabOf(searchParams.get('tab'))}
        onTabChange={(tab) => setSearchParams(tab === 'details' ? {} : { tab }, { replace: true })}
      />
    </Box>
  );
}
