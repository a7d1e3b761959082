import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** Signs out; the route guards then send the person to /login. A failure shows a toast. */
export function useSignOut() {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (cause) {
      notifications.show({
        color: 'red',
        message: cause instanceof Error ? cause.message : 'Failed to sign out',
      });
      setSigningOut(false);
    }
  };
  return { signOut: run, signingOut };
}
