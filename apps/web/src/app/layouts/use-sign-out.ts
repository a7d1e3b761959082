import { useState } from 'react';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { showToast } from '../../lib/toast.ts';

/** Signs out; the route guards then send the person to /login. A failure shows a toast. */
export function useSignOut() {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (cause) {
      showToast({
        color: 'red',
        message: cause instanceof Error ? cause.message : 'Failed to sign out',
      });
      setSigningOut(false);
    }
  };
  return { signOut: run, signingOut };
}
