import type { PortalInvitationPreview } from '@pitstop/domain/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/invitations/:token` (public): whose invitation this is. */
export function portalInvitationQuery(token: string) {
  return queryOptions({
    queryKey: ['portal-invitation', token],
    queryFn: ({ signal }) =>
      api<PortalInvitationPreview>(`/portal/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export function usePortalInvitation(token: string) {
  return useQuery(portalInvitationQuery(token));
}
