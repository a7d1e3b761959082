import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/invitations/accept`: the signed-in person joins the inviting shop. */
export function acceptInvitation(token: string) {
  return unwrap(client.POST('/api/v1/invitations/accept', { body: { token } }));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

/** The token from a pasted invitation link, or the pasted code itself. */
export function invitationTokenFrom(input: string): string {
  const text = input.trim();
  const match = /[?&]token=([^&#\s]+)/.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : text;
}
