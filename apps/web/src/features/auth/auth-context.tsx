import type { Profile, SignupRole, UpdateProfileInput } from '@pitstop/domain/accounts';
import { displayName } from '@pitstop/domain/session';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getMe, hasSession } from './api/get-profile.ts';
import { updateProfile as patchProfile } from './api/update-profile.ts';
import { AuthError, toAuthError } from './auth-error.ts';

/**
 * Spec §4: loading first, then signed out or signed in. `failed` is the case where the
 * session could not be read at all (server down), so the guards can say so and offer a retry
 * instead of pretending the person is signed out.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'failed';

export type SignUpInput = {
  email: string;
  password: string;
  signupRole: SignupRole;
  firstName?: string | null;
  lastName?: string | null;
  /** Where the confirmation link leads once the e-mail is confirmed. */
  callbackURL: string;
};

export type AuthContextValue = {
  status: AuthStatus;
  profile: Profile | null;
  /** The last error of any auth action (spec §8); cleared on sign-out. */
  error: string | null;
  /** True right after the person signed out themselves: guards then skip `returnTo`. */
  signedOutByUser: boolean;
  signIn(email: string, password: string): Promise<Profile>;
  /** Resolves with the profile, or null when the e-mail must be confirmed first. */
  signUp(input: SignUpInput): Promise<Profile | null>;
  signOut(): Promise<void>;
  /** Re-reads session and profile, e.g. after a magic link, a code or joining a shop. */
  refresh(): Promise<Profile | null>;
  updateProfile(input: UpdateProfileInput): Promise<Profile>;
  clearError(): void;
  /** Re-reads the profile (live updates: the server said it changed); failures keep the old one. */
  reloadProfile(): void;
};

type State =
  | { status: 'loading' }
  | { status: 'signed-out'; byUser: boolean }
  | { status: 'signed-in'; profile: Profile }
  | { status: 'failed' };

const AuthContext = createContext<AuthContextValue | null>(null);

/** better-auth's client, loaded when someone first signs in, up or out (ADR 006). */
const loadAuthClient = () => import('../../lib/auth-client.ts').then((module) => module.authClient);

/** Forgets the previous account's cached answers; the cache loads with the first page that reads the API. */
const clearQueryCache = () =>
  import('../../lib/query-client.ts').then((module) => module.queryClient.clear());

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const fail = useCallback((cause: unknown, fallback: string): never => {
    const authError = toAuthError(cause, fallback);
    setError(authError.message);
    throw authError;
  }, []);

  const applyProfile = useCallback((profile: Profile | null) => {
    if (profile) {
      setState({ status: 'signed-in', profile });
    } else {
      if (stateRef.current.status === 'signed-in') void clearQueryCache();
      setState({ status: 'signed-out', byUser: false });
    }
    return profile;
  }, []);

  /** Session first (no failing request while signed out), then the profile. */
  const load = useCallback(async (): Promise<Profile | null> => {
    let signedIn: boolean;
    try {
      signedIn = await hasSession();
    } catch (cause) {
      return fail(cause, 'Failed to initialize auth');
    }
    if (!signedIn) return null;
    try {
      return await getMe();
    } catch (cause) {
      return fail(cause, 'Failed to fetch user profile');
    }
  }, [fail]);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (profile) => {
        if (!cancelled) applyProfile(profile);
      },
      () => {
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, applyProfile]);

  const refresh = useCallback(async () => {
    setError(null);
    return applyProfile(await load());
  }, [load, applyProfile]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setError(null);
      try {
        const authClient = await loadAuthClient();
        const result = await authClient.signIn.email({ email, password, rememberMe: true });
        if (result.error) throw result.error;
      } catch (cause) {
        fail(cause, 'Failed to sign in');
      }
      let profile: Profile | null;
      try {
        profile = await getMe();
      } catch (cause) {
        return fail(cause, 'Failed to fetch user profile');
      }
      if (!profile)
        return fail(new AuthError('Failed to fetch user profile'), 'Failed to fetch user profile');
      setState({ status: 'signed-in', profile });
      return profile;
    },
    [fail],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      setError(null);
      const firstName = input.firstName?.trim() || null;
      const lastName = input.lastName?.trim() || null;
      let token: string | null;
      try {
        const authClient = await loadAuthClient();
        const result = await authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: displayName({ fullName: null, firstName, lastName, email: input.email }),
          signupRole: input.signupRole,
          firstName: firstName ?? '',
          lastName: lastName ?? '',
          callbackURL: input.callbackURL,
        });
        if (result.error) throw result.error;
        token = result.data?.token ?? null;
      } catch (cause) {
        return fail(cause, 'Failed to sign up');
      }
      // No session yet: the e-mail must be confirmed first.
      if (!token) return null;
      return applyProfile(await load());
    },
    [fail, load, applyProfile],
  );

  const signOut = useCallback(async () => {
    try {
      const authClient = await loadAuthClient();
      const result = await authClient.signOut();
      if (result.error) throw result.error;
    } catch (cause) {
      fail(cause, 'Failed to sign out');
    }
    await clearQueryCache();
    setError(null);
    setState({ status: 'signed-out', byUser: true });
  }, [fail]);

  const updateProfile = useCallback(
    async (input: UpdateProfileInput) => {
      if (stateRef.current.status !== 'signed-in')
        return fail(new AuthError('Not authenticated'), 'Not authenticated');
      try {
        const profile = await patchProfile(input);
        setState({ status: 'signed-in', profile });
        return profile;
      } catch (cause) {
        // A refusal with field errors goes back to the form as it is.
        if (
          cause instanceof ApiError &&
          cause.status >= 400 &&
          cause.status < 500 &&
          cause.status !== 401
        ) {
          setError(cause.message);
          throw cause;
        }
        return fail(cause, 'Failed to update profile');
      }
    },
    [fail],
  );

  const clearError = useCallback(() => setError(null), []);

  /** Re-reads the profile after the server said it changed (an admin changed the role, …). */
  const reloadProfile = useCallback(() => {
    if (stateRef.current.status !== 'signed-in') return;
    getMe().then(applyProfile, () => {
      // Keep what we have; the next event or navigation tries again.
    });
  }, [applyProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      profile: state.status === 'signed-in' ? state.profile : null,
      error,
      signedOutByUser: state.status === 'signed-out' && state.byUser,
      signIn,
      signUp,
      signOut,
      refresh,
      updateProfile,
      clearError,
      reloadProfile,
    }),
    [state, error, signIn, signUp, signOut, refresh, updateProfile, clearError, reloadProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
