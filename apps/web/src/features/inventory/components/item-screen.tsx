import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useInventoryItem } from '../api/get-inventory-item.ts';
import { useInventorySummary } from '../api/get-inventory-summary.ts';
import { ItemForm } from './item-form.tsx';
import { ItemPage } from './item-page.tsx';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/**
 * One item's screen: its page (stock, details, ledger) or, when `editing`, its form; with the
 * loading state, and a missing item or a failed load said plainly with a Retry.
 */
export function ItemScreen({
  id,
  editing,
  canWrite,
}: {
  id: string;
  editing: boolean;
  canWrite: boolean;
}) {
  const navigate = useNavigate();
  const item = useInventoryItem(id);
  const summary = useInventorySummary();
  const name = item.data?.name ?? 'Item';
  useDocumentTitle(`${editing ? `Edit ${name}` : name} — Pitstop`);
  const overview = <BackLink to="/admin/inventory" label="Inventory Overview" />;

  if (item.isPending) return <InlineLoading />;
  if (item.isError) {
    const missing = item.error instanceof ApiError && [400, 404].includes(item.error.status);
    return (
      <Stack gap="md" maw={640}>
        {overview}
        <Alert color="red" variant="light" role="alert" title="Could not load the item">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{missing ? 'This item does not exist.' : item.error.message}</Text>
            {missing ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void item.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const currency = summary.data?.currency ?? 'USD';
  const itemPath = `/admin/inventory/items/${item.data.id}`;
  if (editing) {
    return (
      <Stack gap="sm">
        <BackLink to={itemPath} label={item.data.name} />
        <Title order={1}>Edit {item.data.name}</Title>
        <ItemForm
          item={item.data}
          currency={currency}
          onSaved={() => navigate(itemPath)}
          onCancel={() => navigate(itemPath)}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {overview}
      <ItemPage item={item.data} currency={currency} canWrite={canWrite} />
    </Stack>
  );
}
