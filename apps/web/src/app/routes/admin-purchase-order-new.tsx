import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatPurchaseOrderNumber } from '@pitstop/domain/inventory';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useShopCurrency } from '../../features/purchase-orders/api/get-inventory-summary.ts';
import { PurchaseOrderForm } from '../../features/purchase-orders/components/purchase-order-form.tsx';
import { showToast } from '../../lib/toast.ts';

/** `/admin/inventory/purchase-orders/new` (admin, manager): a new draft, opened once saved. */
export function Component() {
  useDocumentTitle('New purchase order — Pitstop');
  const navigate = useNavigate();
  const currency = useShopCurrency();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/inventory/purchase-orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Purchase Orders
        </Group>
      </Anchor>
      <Title order={1}>New purchase order</Title>
      <PurchaseOrderForm
        order={null}
        currency={currency}
        onSaved={(order) => {
          showToast({
            color: 'teal',
            message: `${formatPurchaseOrderNumber(order.number)} drafted`,
          });
          navigate(`/admin/inventory/purchase-orders/${order.id}`);
        }}
        onCancel={() => navigate('/admin/inventory/purchase-orders')}
      />
    </Stack>
  );
}
