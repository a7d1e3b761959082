import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MARKUP_MAX, stockUnitOptions, unitIsWhole } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { moneyAmount, percentage, stockQuantity } from '@pitstop/domain/money';
import { type ReactNode, useState } from 'react';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCreateInventoryItem } from '../api/create-inventory-item.ts';
import { useInventoryCategories } from '../api/list-inventory-categories.ts';
import { useSuppliers } from '../api/list-suppliers.ts';
import { useUpdateInventoryItem } from '../api/update-inventory-item.ts';
import {
  emptyItemValues,
  type ItemValues,
  itemCreateInput,
  itemFieldOrder,
  itemUpdateInput,
  itemValuesOf,
  markupPrice,
  type PricingRule,
  validateItemValues,
} from '../item-form-values.ts';

/** Typed figures are shown back with two decimals once the field is left ("21" → "21.00"). */
const normalisers = {
  cost: moneyAmount(),
  price: moneyAmount(),
  markupPercent: percentage('Markup', MARKUP_MAX),
  openingQuantity: stockQuantity(),
  reorderPoint: stockQuantity(),
  reorderQuantity: stockQuantity(),
} as const;

const pricingOptions: { value: PricingRule; label: string }[] = [
  { value: 'price', label: 'Fixed price' },
  { value: 'markup', label: 'Markup on cost' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Spec §2 "Add New Item" and the item's edit screen: every field of an item, checked with the
 * domain's schemas as the server checks them; a refused save keeps everything typed and puts
 * the server's messages under their fields.
 */
export function ItemForm({
  item,
  currency,
  onSaved,
  onCancel,
}: {
  /** The item to edit; null adds a new one (with its opening stock). */
  item: InventoryItem | null;
  currency: string;
  onSaved(item: InventoryItem): void;
  onCancel(): void;
}) {
  const money = useFormatMoney(currency);
  const mode = item ? 'edit' : 'create';
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const busy = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const [supplierPickerOpened, setSupplierPickerOpened] = useState(false);
  const categories = useInventoryCategories();
  const suppliers = useSuppliers(supplierPickerOpened);
  const form = useForm<ItemValues>({
    initialValues: item ? itemValuesOf(item) : emptyItemValues(),
    validate: (values) => validateItemValues(values, mode),
  });
  const { values } = form;

  const supplierOptions = (suppliers.data ?? [])
    .filter((supplier) => supplier.active || supplier.id === values.supplierId)
    .map((supplier) => ({ value: supplier.id, label: supplier.name }));
  // The saved supplier shows by name before the list is loaded.
  if (item?.supplier && !supplierOptions.some((option) => option.value === item.supplier?.id))
    supplierOptions.unshift({ value: item.supplier.id, label: item.supplier.name });

  const figure = (field: keyof typeof normalisers) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      inputMode: 'decimal' as const,
      onBlur: () => {
        const parsed = normalisers[field].safeParse(form.getValues()[field]);
        if (parsed.success) form.setFieldValue(field, parsed.data);
        props.onBlur?.();
      },
    };
  };
  const markedUp = values.pricing === 'markup' ? markupPrice(values) : null;

  const handleSubmit = form.onSubmit(
    (submitted) => {
      setError(null);
      const callbacks = {
        onSuccess: (saved: InventoryItem) => {
          showToast({ color: 'teal', message: item ? 'Item updated' : 'Item added' });
          onSaved(saved);
        },
        onError: (cause: unknown) =>
          setError(applyApiError(form, cause, 'The item could not be saved. Please try again.')),
      };
      if (item) update.mutate({ id: item.id, changes: itemUpdateInput(submitted) }, callbacks);
      else create.mutate(itemCreateInput(submitted), callbacks);
    },
    (errors) => focusFirstError(form, errors, itemFieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md" maw={880}>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Section title="Item">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="SKU" required {...form.getInputProps('sku')} />
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Brand" {...form.getInputProps('brand')} />
            <Autocomplete
              label="Category"
              data={categories.data ?? []}
              description="Choose one in use or type a new one"
              {...form.getInputProps('category')}
            />
            <TextInput label="OEM part number" {...form.getInputProps('oemPartNumber')} />
            <TextInput
              label="Aftermarket part number"
              {...form.getInputProps('aftermarketPartNumber')}
            />
            <TextInput label="Barcode" {...form.getInputProps('barcode')} />
            <TextInput
              label="Location"
              description="Shelf or bin, e.g. A-3"
              {...form.getInputProps('location')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Stock">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Unit"
              required
              allowDeselect={false}
              data={stockUnitOptions}
              description={
                unitIsWhole(values.unit)
                  ? 'Counted in whole numbers'
                  : 'Quantities may have two decimals'
              }
              {...form.getInputProps('unit')}
            />
            {item ? null : (
              <TextInput
                label="Opening stock"
                description="What is on the shelf now; received at the cost below"
                {...figure('openingQuantity')}
              />
            )}
            <TextInput
              label="Reorder point"
              description="Low stock when the available quantity falls to it"
              {...figure('reorderPoint')}
            />
            <TextInput
              label="Reorder quantity"
              description="What to order when it is low"
              {...figure('reorderQuantity')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Price">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={`Cost (${currency})`}
              description="What you pay per unit; receipts average it"
              required
              {...figure('cost')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="item-pricing-label">
                Selling price
              </Text>
              <SegmentedControl
                aria-labelledby="item-pricing-label"
                data={pricingOptions}
                {...form.getInputProps('pricing')}
              />
            </Stack>
            {values.pricing === 'price' ? (
              <TextInput label={`Price (${currency})`} required {...figure('price')} />
            ) : (
              <TextInput
                label="Markup (%)"
                required
                description={
                  markedUp
                    ? `Sells at ${money(markedUp)}; follows the cost`
                    : 'The price follows the cost'
                }
                {...figure('markupPercent')}
              />
            )}
            <Switch
              label="Taxable"
              description="Tax applies when it is sold"
              mt={{ sm: 'lg' }}
              {...form.getInputProps('taxable', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Section>
        <Section title="Supplier and notes">
          <Select
            label="Supplier"
            placeholder="No supplier"
            clearable
            searchable
            data={supplierOptions}
            onDropdownOpen={() => setSupplierPickerOpened(true)}
            nothingFoundMessage={
              suppliers.isFetching
                ? 'Loading...'
                : suppliers.isError
                  ? 'Could not load the suppliers'
                  : 'No suppliers yet'
            }
            maw={420}
            {...form.getInputProps('supplierId')}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('notes')}
          />
          <Switch
            label="Active"
            description="Inactive items leave the overview and the pickers; their history stays"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
