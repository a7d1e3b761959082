import { Outlet } from 'react-router';
import { AuthProvider } from '../../features/auth/auth-context.tsx';
import { LiveUpdates } from '../live-updates.tsx';

/** The router's root: every route, public or not, can ask who is signed in. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <LiveUpdates />
      <Outlet />
    </AuthProvider>
  );
}
