import type { Tx } from '../../db/database.ts';
import { profiles } from '../../db/schema/shops.ts';

export type SignupUser = {
  id: string;
  name?: string | null;
  signupRole?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
};

/**
 * Creates the profile of a new account from its validated sign-up fields, or leaves an
 * existing one alone. Idempotent, because better-auth runs its after-create hook outside the
 * user's transaction: a profile that failed then is created on first use instead.
 */
export async function ensureProfile(options: { tx: Tx; user: SignupUser }) {
  const { user } = options;
  const role = user.signupRole === 'mechanic' ? 'mechanic' : 'client';
  const clean = (value: string | null | undefined) => value?.trim() || null;
  await options.tx
    .insert(profiles)
    .values({
      id: user.id,
      role,
      userType: role === 'client' ? 'client' : 'staff',
      fullName: clean(user.name),
      firstName: clean(user.firstName),
      lastName: clean(user.lastName),
      username: clean(user.username),
    })
    .onConflictDoNothing({ target: profiles.id });
}
