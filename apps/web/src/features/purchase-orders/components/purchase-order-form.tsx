import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  purchaseOrderInputSchema,
  type StockUnit,
  stockUnitLabels,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { multiplyMoney, sumMoney } from '@pitstop/domain/money';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../api/save-purchase-order.ts';
import { useSuppliers } from '../api/suppliers.ts';
import { ItemPicker } from './item-picker.tsx';

type FormLine = {
  itemId: string;
  sku: string;
  name: string;
  unit: StockUnit;
  quantity: string;
  unitCost: string;
};

type Errors = Record<string, string>;

const amountOf = (line: FormLine) => {
  try {
    return multiplyMoney(line.quantity || '0', line.unitCost || '0');
  } catch {
    return null;
  }
};

/**
 * The draft editor (new purchase order, or a draft being changed): supplier, expected date,
 * notes and the lines, each an item with its quantity and unit cost. Checked with the domain's
 * schema before it is sent; the server's refusals land under their fields.
 */
export function PurchaseOrderForm({
  order,
  currency,
  onSaved,
  onCancel,
}: {
  /** The draft being changed; null for a new one. */
  order: PurchaseOrder | null;
  currency: string;
  onSaved(order: PurchaseOrder): void;
  onCancel(): void;
}) {
  const money = useFormatMoney(currency);
  const suppliers = useSuppliers();
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const busy = create.isPending || update.isPending;
  const [supplierId, setSupplierId] = useState<string | null>(order?.supplier.id ?? null);
  const [expectedOn, setExpectedOn] = useState(order?.expectedOn ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<FormLine[]>(
    order?.lines.map((line) => ({
      itemId: line.item.id,
      sku: line.item.sku,
      name: line.item.name,
      unit: line.item.unit,
      quantity: line.quantity,
      unitCost: line.unitCost,
    })) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const supplierOptions = (suppliers.data?.items ?? [])
    .filter((supplier) => supplier.active || supplier.id === supplierId)
    .map((supplier) => ({ value: supplier.id, label: supplier.name }));
  const amounts = lines.map(amountOf);
  const total = sumMoney(amounts.map((amount) => amount ?? '0'));

  const changeLine = (index: number, change: Partial<FormLine>) => {
    setLines((current) =>
      current.map((line, at) => (at === index ? { ...line, ...change } : line)),
    );
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change)) delete next[`lines.${index}.${field}`];
      return next;
    });
  };

  const submit = () => {
    setAlert(null);
    const input = {
      supplierId: supplierId ?? '',
      expectedOn: expectedOn || null,
      notes,
      lines: lines.map(({ itemId, quantity, unitCost }) => ({ itemId, quantity, unitCost })),
    };
    const found: Errors = {};
    const checked = purchaseOrderInputSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path.join('.');
        if (!found[key]) found[key] = issue.message;
      }
    }
    lines.forEach((line, index) => {
      const unitError = line.quantity ? unitQuantityError(line.unit, line.quantity) : null;
      if (unitError && !found[`lines.${index}.quantity`])
        found[`lines.${index}.quantity`] = unitError;
    });
    if (Object.keys(found).length > 0 || !checked.success) {
      setErrors(found);
      return;
    }
    const callbacks = {
      onSuccess: onSaved,
      onError: (cause: unknown) => {
        if (cause instanceof ApiError && cause.problem.errors?.length) {
          const fromServer: Errors = {};
          for (const entry of cause.problem.errors) {
            fromServer[entry.path.replace(/^body\./, '')] = entry.message;
          }
          setErrors(fromServer);
        }
        setAlert(failureMessage(cause));
      },
    };
    if (order) update.mutate({ id: order.id, order: checked.data }, callbacks);
    else create.mutate(checked.data, callbacks);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert" title="The purchase order was not saved">
            {alert}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Supplier"
                placeholder="Choose a supplier"
                required
                searchable
                data={supplierOptions}
                value={supplierId}
                onChange={(value) => {
                  setSupplierId(value);
                  setErrors(({ supplierId: _, ...rest }) => rest);
                }}
                nothingFoundMessage="No suppliers: add one on the Suppliers screen"
                error={errors.supplierId}
                miw={220}
              />
              <TextInput
                type="date"
                label="Expected"
                description="Empty: the supplier's lead time once sent"
                value={expectedOn}
                onChange={(event) => setExpectedOn(event.currentTarget.value)}
                error={errors.expectedOn}
                miw={180}
              />
            </Group>
            <Textarea
              label="Notes"
              description="Printed on the purchase order"
              autosize
              minRows={2}
              maxLength={2000}
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
              error={errors.notes}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600} id="po-lines-label">
              Lines
            </Text>
            {lines.length === 0 ? (
              <Text c="dimmed" size="sm">
                No items yet: search for one below.
              </Text>
            ) : (
              <ResponsiveTable
                label="Lines"
                rows={lines.map((line, index) => ({ line, index }))}
                rowKey={({ line }) => line.itemId}
                verticalSpacing="xs"
                rowProps={() => ({ 'data-testid': 'po-form-line' })}
                columns={[
                  {
                    key: 'item',
                    header: 'Item',
                    kind: 'title',
                    cell: ({ line, index }) => (
                      <>
                        <Text size="sm" fw={500}>
                          {line.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.sku}
                        </Text>
                        {errors[`lines.${index}.itemId`] ? (
                          <Text size="xs" c="red">
                            {errors[`lines.${index}.itemId`]}
                          </Text>
                        ) : null}
                      </>
                    ),
                  },
                  {
                    key: 'quantity',
                    header: 'Quantity',
                    cell: ({ line, index }) => (
                      <TextInput
                        aria-label={`Quantity of ${line.name}`}
                        inputMode="decimal"
                        rightSection={<Text size="xs">{stockUnitLabels[line.unit]}</Text>}
                        value={line.quantity}
                        onChange={(event) =>
                          changeLine(index, { quantity: event.currentTarget.value })
                        }
                        error={errors[`lines.${index}.quantity`]}
                        w={120}
                      />
                    ),
                  },
                  {
                    key: 'unitCost',
                    header: 'Unit cost',
                    cell: ({ line, index }) => (
                      <TextInput
                        aria-label={`Unit cost of ${line.name}`}
                        inputMode="decimal"
                        value={line.unitCost}
                        onChange={(event) =>
                          changeLine(index, { unitCost: event.currentTarget.value })
                        }
                        error={errors[`lines.${index}.unitCost`]}
                        w={120}
                      />
                    ),
                  },
                  {
                    key: 'amount',
                    header: 'Amount',
                    align: 'right',
                    nowrap: true,
                    cell: ({ index }) => (amounts[index] ? money(amounts[index]) : '—'),
                  },
                  {
                    key: 'remove',
                    header: 'Remove',
                    kind: 'actions',
                    cell: ({ line, index }) => (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${line.name}`}
                        onClick={() =>
                          setLines((current) => current.filter((_, at) => at !== index))
                        }
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    ),
                  },
                ]}
              />
            )}
            <ItemPicker
              exclude={lines.map((line) => line.itemId)}
              error={errors.lines}
              onPick={(item) => {
                setLines((current) => [
                  ...current,
                  {
                    itemId: item.id,
                    sku: item.sku,
                    name: item.name,
                    unit: item.unit,
                    quantity: item.reorderQuantity ?? '1',
                    unitCost: item.cost,
                  },
                ]);
                setErrors(({ lines: _, ...rest }) => rest);
                if (!supplierId && item.supplier) setSupplierId(item.supplier.id);
              }}
            />
            <Group justify="flex-end">
              <Text fw={600}>Total {money(total)}</Text>
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {order ? 'Save draft' : 'Create draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
