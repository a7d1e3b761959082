import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { DetailFrame } from '../../../components/detail-frame.tsx';
import { useInventoryItem } from '../api/get-inventory-item.ts';
import { useInventorySummary } from '../api/get-inventory-summary.ts';
import { ItemForm } from './item-form.tsx';
import { ItemPage } from './item-page.tsx';

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
  const itemPath = `/admin/inventory/items/${id}`;
  const currency = summary.data?.currency ?? 'USD';

  return (
    <DetailFrame
      query={item}
      noun="item"
      back={(data) =>
        editing && data
          ? { to: itemPath, label: data.name }
          : { to: '/admin/inventory', label: 'Inventory Overview' }
      }
    >
      {(data) =>
        editing ? (
          <>
            <Title order={1}>Edit {data.name}</Title>
            <ItemForm
              item={data}
              currency={currency}
              onSaved={() => navigate(itemPath)}
              onCancel={() => navigate(itemPath)}
            />
          </>
        ) : (
          <ItemPage item={data} currency={currency} canWrite={canWrite} />
        )
      }
    </DetailFrame>
  );
}
