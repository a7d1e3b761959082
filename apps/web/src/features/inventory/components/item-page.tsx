import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatStockQuantity, stockUnitOptions, trimQuantity } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { IconAdjustments, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateInventoryItem } from '../api/update-inventory-item.ts';
import { itemUpdateOf } from '../item-form-values.ts';
import { AdjustStockDialog } from './adjust-stock-dialog.tsx';
import { LowStockBadge } from './low-stock-badge.tsx';
import { StockLedger } from './stock-ledger.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Deactivating keeps the item and its ledger; it leaves the overview and the pickers. */
function ActiveToggle({ item }: { item: InventoryItem }) {
  const update = useUpdateInventoryItem();
  const [confirming, setConfirming] = useState(false);
  const save = (active: boolean) =>
    update.mutate(
      { id: item.id, changes: itemUpdateOf(item, { active }) },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({
            color: 'teal',
            message: active ? `${item.name} reactivated` : `${item.name} deactivated`,
          });
        },
        onError: (cause) => notifyFailure('Error saving item', cause),
      },
    );
  if (!item.active) {
    return (
      <Button variant="default" loading={update.isPending} onClick={() => save(true)}>
        Reactivate
      </Button>
    );
  }
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Deactivate
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${item.name}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            It leaves the overview, the low stock alerts and the part pickers. Its stock and
            movements stay, and you can reactivate it from the overview's Inactive items.
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button color="red" loading={update.isPending} onClick={() => save(false)}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * An inventory item: its stock figures, price and details, and the ledger of every movement.
 * Admin and manager adjust the stock, edit, deactivate and reactivate it; the others read.
 */
export function ItemPage({
  item,
  currency,
  canWrite,
}: {
  item: InventoryItem;
  currency: string;
  canWrite: boolean;
}) {
  const money = useFormatMoney(currency);
  const [adjusting, setAdjusting] = useState(false);
  const quantity = (value: string) => formatStockQuantity(value, item.unit);
  const unitLabel = stockUnitOptions.find((option) => option.value === item.unit)?.label;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{item.name}</Title>
            {item.lowStock ? <LowStockBadge size="md" /> : null}
            {item.active ? null : (
              <Badge color="gray" variant="outline">
                Inactive
              </Badge>
            )}
          </Group>
          <Text c="dimmed">
            SKU {item.sku}
            {item.brand ? ` · ${item.brand}` : ''}
          </Text>
        </Stack>
        {canWrite ? (
          <Group gap="sm">
            <Button
              leftSection={<IconAdjustments size={18} aria-hidden />}
              onClick={() => setAdjusting(true)}
            >
              Adjust stock
            </Button>
            <Button
              component={Link}
              to={`/admin/inventory/items/${item.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit
            </Button>
            <ActiveToggle item={item} />
          </Group>
        ) : null}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card
            withBorder
            padding="md"
            component="section"
            aria-labelledby="item-stock-title"
            h="100%"
          >
            <Stack gap="sm">
              <Title order={2} fz="lg" id="item-stock-title">
                Stock
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
                <Figure label="On hand" value={quantity(item.onHand)} testId="item-on-hand" />
                <Figure label="Reserved" value={quantity(item.reserved)} testId="item-reserved" />
                <Figure
                  label="Available"
                  value={quantity(item.available)}
                  testId="item-available"
                />
                <Figure label="On order" value={quantity(item.onOrder)} testId="item-on-order" />
                <Figure label="Stock value" value={money(item.stockValue)} testId="item-value" />
              </SimpleGrid>
              <Text size="sm" c={item.lowStock ? 'red' : 'dimmed'}>
                {item.reorderPoint === null
                  ? 'No reorder point: this item is never low on stock.'
                  : `${item.lowStock ? 'Low stock: ' : ''}reorder at ${quantity(item.reorderPoint)} available${
                      item.reorderQuantity === null
                        ? ''
                        : `, ordering ${quantity(item.reorderQuantity)}`
                    }.`}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            padding="md"
            component="section"
            aria-labelledby="item-price-title"
            h="100%"
          >
            <Stack gap="sm">
              <Title order={2} fz="lg" id="item-price-title">
                Price
              </Title>
              <SimpleGrid cols={2} spacing="md">
                <Figure label="Cost" value={money(item.cost)} testId="item-cost" />
                <Figure label="Price" value={money(item.price)} testId="item-price" />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {item.markupPercent === null
                  ? 'Fixed price'
                  : `Cost plus ${trimQuantity(item.markupPercent)} % markup`}
                {item.taxable ? ' · Taxable' : ' · Not taxable'}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="md" component="section" aria-labelledby="item-details-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="item-details-title">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Field label="Category">{item.category ?? '—'}</Field>
            <Field label="Location">{item.location ?? '—'}</Field>
            <Field label="Unit">{unitLabel}</Field>
            <Field label="Supplier">{item.supplier?.name ?? '—'}</Field>
            <Field label="OEM part number">{item.oemPartNumber ?? '—'}</Field>
            <Field label="Aftermarket part number">{item.aftermarketPartNumber ?? '—'}</Field>
            <Field label="Barcode">{item.barcode ?? '—'}</Field>
          </SimpleGrid>
          <Field label="Notes">{item.notes ?? '—'}</Field>
        </Stack>
      </Card>
      <StockLedger itemId={item.id} unit={item.unit} currency={currency} />
      {canWrite ? (
        <AdjustStockDialog
          item={item}
          currency={currency}
          opened={adjusting}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
    </Stack>
  );
}
