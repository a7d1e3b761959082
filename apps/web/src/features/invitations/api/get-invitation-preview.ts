import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/invitations/preview?token=…` (public): which shop, which role, still valid? */
export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['invitations', 'preview', token],
    queryFn: () =>
      unwrap(client.GET('/api/v1/invitations/preview', { params: { query: { token } } })),
    retry: false,
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery({ ...invitationPreviewQuery(token ?? ''), enabled: Boolean(token) });
}
