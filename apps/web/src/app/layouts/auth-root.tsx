import { Outlet } from 'react-router';
import { AuthProvider } from '../../features/auth/auth-context.tsx';

/** The router's root: every route, public or not, can ask who is signed in. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
