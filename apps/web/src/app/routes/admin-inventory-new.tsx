import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useInventorySummary } from '../../features/inventory/api/get-inventory-summary.ts';
import { ItemForm } from '../../features/inventory/components/item-form.tsx';

/** `/admin/inventory/new` (spec §2 "Add New Item", admin and manager): then the item's page. */
export function Component() {
  useDocumentTitle('Add New Item — Pitstop');
  const navigate = useNavigate();
  const summary = useInventorySummary();
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/admin/inventory" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Inventory Overview
        </Group>
      </Anchor>
      <Title order={1}>Add New Item</Title>
      <ItemForm
        item={null}
        currency={summary.data?.currency ?? 'USD'}
        onSaved={(item) => navigate(`/admin/inventory/items/${item.id}`)}
        onCancel={() => navigate('/admin/inventory')}
      />
    </Stack>
  );
}
