import { createHash, randomBytes } from 'node:crypto';

/** Invitation links carry a random token; only its hash is stored, so a database leak opens no shop. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationStatus(
  row: { acceptedAt: Date | null; expiresAt: Date },
  now = new Date(),
) {
  if (row.acceptedAt) return 'accepted' as const;
  return row.expiresAt <= now ? ('expired' as const) : ('pending' as const);
}
