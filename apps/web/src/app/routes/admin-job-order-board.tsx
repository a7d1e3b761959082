import { useDocumentTitle } from '@mantine/hooks';
import { jobOrderBoardQuerySchema } from '@pitstop/domain/job-order-board';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { BoardFilters } from '../../features/job-orders/api/get-job-order-board.ts';
import { JobOrderBoardPage } from '../../features/job-orders/components/board/job-order-board-page.tsx';
import { paramOf, useFiltersInAddress } from '../../lib/filters-in-address.ts';

/** The mechanic filter in the address as the lists keep it (`?mechanic=`, ADR 032). */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  return { mechanicId: paramOf(params, 'mechanic', jobOrderBoardQuerySchema.shape.mechanicId) };
}

function writeBoardFilters(next: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (next.mechanicId) params.set('mechanic', next.mechanicId);
  return params;
}

/** `/admin/job-orders/board`: the shop board (every staff role; managers read it). */
export function Component() {
  useDocumentTitle('Shop Board — Pitstop');
  const { profile } = useAuth();
  const { filters, setFilters, screenKey } = useFiltersInAddress({
    read: readBoardFilters,
    write: writeBoardFilters,
  });
  if (!profile) return null;
  return (
    <JobOrderBoardPage
      key={screenKey}
      initialFilters={filters}
      onFiltersChange={setFilters}
      role={profile.role}
      userId={profile.id}
    />
  );
}
