import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { JobOrderBoardDisplay } from '../../features/job-orders/components/board/job-order-board-page.tsx';
import { readBoardFilters } from './admin-job-order-board.tsx';

/** `/admin/job-orders/board/display`: the board for a screen in the shop, without the workspace. */
export function Component() {
  useDocumentTitle('Shop Board — Pitstop');
  const { profile } = useAuth();
  const [params] = useSearchParams();
  if (!profile) return null;
  return (
    <JobOrderBoardDisplay
      filters={readBoardFilters(params)}
      role={profile.role}
      userId={profile.id}
    />
  );
}
