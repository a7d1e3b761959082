import { homePath } from '@pitstop/domain/session';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { LandingAuthActions } from '../../features/landing/components/landing-auth-actions.tsx';

/** The public top bar's actions, knowing who is signed in (DESIGN.md §2: one home rule). */
export function PublicActions({ layout }: { layout: 'bar' | 'drawer' }) {
  const { status, profile } = useAuth();
  const dashboardPath = status === 'signed-in' && profile ? homePath(profile) : null;
  return <LandingAuthActions layout={layout} dashboardPath={dashboardPath} />;
}
