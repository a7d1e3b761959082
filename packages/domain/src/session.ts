import type { Profile } from './accounts.ts';

// Rules every page needs about the person signed in. Kept apart from the zod schemas in
// accounts.ts so that public pages load without them (ADR 006).

/** The name to greet someone by: full name, else first and last, else the e-mail. */
export function displayName(
  profile: Pick<Profile, 'fullName' | 'firstName' | 'lastName' | 'email'>,
): string {
  const parts = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return profile.fullName || parts || profile.email;
}

/**
 * Home after sign-in (DESIGN.md §2): one rule for the login page, the sign-up page and the
 * landing page's Go to Dashboard.
 */
export function homePath(profile: Pick<Profile, 'role' | 'shopId'>): string {
  if (profile.role === 'client') return '/client/dashboard';
  if (!profile.shopId) return '/onboarding';
  if (profile.role === 'front_desk') return '/admin/clients';
  return '/admin';
}

/** A `returnTo` is only followed when it is a path of this app, never another site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login') || value.startsWith('/signup') || value.startsWith('/auth/'))
    return null;
  return value;
}
