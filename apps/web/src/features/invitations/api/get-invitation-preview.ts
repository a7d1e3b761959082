import type { InvitationPreview } from '@pitstop/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/invitations/preview?token=…` (public): which shop, which role, still valid? */
export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['invitations', 'preview', token],
    queryFn: () => api<InvitationPreview>('/invitations/preview', { query: { token } }),
    retry: false,
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery({ ...invitationPreviewQuery(token ?? ''), enabled: Boolean(token) });
}
