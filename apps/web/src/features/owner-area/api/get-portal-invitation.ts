import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/invitations/:token` (public): whose invitation this is. */
export function portalInvitationQuery(token: string) {
  return queryOptions({
    queryKey: ['portal-invitation', token],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/portal/invitations/{token}', { params: { path: { token } }, signal }),
      ),
    retry: false,
  });
}

export function usePortalInvitation(token: string) {
  return useQuery(portalInvitationQuery(token));
}
