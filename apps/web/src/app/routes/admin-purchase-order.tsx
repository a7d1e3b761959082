import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatPurchaseOrderNumber } from '@pitstop/domain/inventory';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { InlineLoading } from '../../components/inline-loading.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { usePurchaseOrder } from '../../features/purchasing/api/get-purchase-order.ts';
import { PurchaseOrderPage } from '../../features/purchasing/components/purchase-order-page.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** `/admin/inventory/purchase-orders/:id`: one purchase order, from the list or the alerts. */
export function Component() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const order = usePurchaseOrder(id);
  useDocumentTitle(
    `${order.data ? formatPurchaseOrderNumber(order.data.number) : 'Purchase order'} — Pitstop`,
  );
  if (!profile) return null;

  const back = (
    <Anchor component={Link} to="/admin/inventory/purchase-orders" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Purchase Orders
      </Group>
    </Anchor>
  );
  if (order.isPending) return <InlineLoading />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status);
    return (
      <Stack gap="md" maw={640}>
        {back}
        <Alert color="red" variant="light" role="alert" title="Could not load the purchase order">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {missing ? 'This purchase order does not exist.' : order.error.message}
            </Text>
            {missing ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void order.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {back}
      <PurchaseOrderPage order={order.data} role={profile.role} />
    </Stack>
  );
}
