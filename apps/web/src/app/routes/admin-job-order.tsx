import { useDocumentTitle } from '@mantine/hooks';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { useParams } from 'react-router';
import { DetailFrame } from '../../components/detail-frame.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useJobOrder } from '../../features/job-orders/api/get-job-order.ts';
import { JobOrderPage } from '../../features/job-orders/components/job-order-page.tsx';

/** `/admin/job-orders/:id`: a job order, opened from the lists, a booking or the dashboard. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const jobOrder = useJobOrder(id);
  useDocumentTitle(
    `${jobOrder.data ? formatJobOrderNumber(jobOrder.data.number) : 'Job order'} — Pitstop`,
  );
  if (!profile) return null;

  return (
    <DetailFrame
      query={jobOrder}
      noun="job order"
      back={{ to: '/admin/job-orders', label: 'Job Order List' }}
    >
      {(data) => <JobOrderPage jobOrder={data} viewer={{ id: profile.id, role: profile.role }} />}
    </DetailFrame>
  );
}
