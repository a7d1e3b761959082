import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { partLineShortfall, unitQuantityError } from '@pitstop/domain/inventory';
import type { InventoryItemSummary } from '@pitstop/domain/inventory-views';
import {
  type JobOrderLineKind,
  type JobOrderLineParsed,
  jobOrderLineKinds,
  type LaborPricing,
  laborLineFromService,
} from '@pitstop/domain/job-orders';
import { decimalQuantity, moneyAmount, percentage } from '@pitstop/domain/money';
import type { Service } from '@pitstop/domain/services';
import { type ReactNode, useState } from 'react';
import { useLineServices } from '../../lib/api/list-line-services.ts';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage, focusFirstError } from '../../lib/form-errors.ts';
import { useFormatMoney } from '../../lib/money.tsx';
import { InventoryItemPicker, PickedItemStock } from './inventory-item-picker.tsx';
import {
  emptyLineValues,
  type LineValues,
  lineAmountOf,
  lineFieldOrder,
  lineKindLabels,
  lineValuesOf,
  parseLineValues,
} from './line-values.ts';

/** Typed decimals are shown back with two decimals once the field is left ("45.5" → "45.50"). */
const normalisers = {
  quantity: decimalQuantity(),
  unitPrice: moneyAmount(),
  unitCost: moneyAmount(),
  amount: moneyAmount(),
  percent: percentage(),
} as const;

function LineForm({
  initial,
  startDescription,
  laborRate,
  currency,
  withCost,
  submitLabel,
  onSave,
  onClose,
}: {
  initial: JobOrderLineParsed | null;
  startDescription: string;
  laborRate: string;
  currency: string;
  withCost: boolean;
  submitLabel: string;
  onSave(line: JobOrderLineParsed): Promise<unknown>;
  onClose(): void;
}) {
  const money = useFormatMoney(currency);
  const services = useLineServices();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The inventory item picked in this dialog (its stock and unit), if any. */
  const [picked, setPicked] = useState<InventoryItemSummary | null>(null);
  const form = useForm<LineValues>({
    initialValues: initial
      ? lineValuesOf(initial)
      : { ...emptyLineValues('labor'), description: startDescription },
    validate: (values) => {
      const errors = parseLineValues(values).errors ?? {};
      const unitError =
        picked && values.kind === 'part' ? unitQuantityError(picked.unit, values.quantity) : null;
      return unitError && !errors.quantity ? { ...errors, quantity: unitError } : errors;
    },
  });
  const { values } = form;
  const parsed = parseLineValues(values).line;
  const amount = parsed ? lineAmountOf(parsed) : null;
  const lineItem =
    initial?.kind === 'part' && initial.inventoryItemId
      ? { id: initial.inventoryItemId, label: initial.description }
      : null;
  const shortBy =
    picked && parsed?.kind === 'part'
      ? partLineShortfall({
          quantity: parsed.quantity,
          available: picked.available,
          holdsStock: false,
        })
      : null;

  /** An item prices the part: its name, part number, selling price and (on the server) its cost. */
  const pickItem = (item: InventoryItemSummary | null) => {
    setPicked(item);
    if (!item) {
      form.setFieldValue('inventoryItemId', null);
      return;
    }
    form.setValues({
      inventoryItemId: item.id,
      description: item.brand ? `${item.brand} ${item.name}` : item.name,
      partNumber: item.oemPartNumber ?? item.aftermarketPartNumber ?? '',
      unitCost: item.cost,
      unitPrice: item.price,
    });
    form.clearErrors();
  };

  const decimalProps = (field: keyof typeof normalisers) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      inputMode: 'decimal' as const,
      onBlur: () => {
        const result = normalisers[field].safeParse(form.getValues()[field]);
        if (result.success) form.setFieldValue(field, result.data);
        props.onBlur?.();
      },
    };
  };

  /** A catalogue service prices the labor: its own price flat, or hours at the shop's rate. */
  const priceFrom = (service: Service | undefined, pricing: LaborPricing, quantity: string) => {
    if (!service) {
      if (pricing === 'hourly' && values.unitPrice === '')
        form.setFieldValue('unitPrice', laborRate);
      return;
    }
    const hours = decimalQuantity().safeParse(quantity);
    const count = hours.success ? hours.data : '1.00';
    const line = laborLineFromService(
      service,
      pricing === 'flat'
        ? { kind: 'flat', quantity: count }
        : { kind: 'hourly', hours: count, laborRate },
    );
    form.setValues({
      serviceId: line.serviceId,
      description: line.description,
      pricing: line.pricing,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    });
  };
  const serviceOf = (id: string | null) => services.data?.find((service) => service.id === id);

  const handleSubmit = form.onSubmit(
    (submitted) => {
      const result = parseLineValues(submitted);
      if (!result.line) return;
      setError(null);
      setBusy(true);
      onSave(result.line)
        .then(onClose)
        .catch((cause: unknown) => {
          const errors: Record<string, string> = {};
          if (cause instanceof ApiError) {
            for (const field of lineFieldOrder) {
              const message = cause.fieldError(field) ?? cause.fieldError(`line.${field}`);
              if (message) errors[field] = message;
            }
          }
          if (Object.keys(errors).length > 0) {
            form.setErrors(errors);
            focusFirstError(form, errors, lineFieldOrder);
          } else {
            setError(failureMessage(cause, 'The line could not be saved. Please try again.'));
          }
        })
        .finally(() => setBusy(false));
    },
    (errors) => focusFirstError(form, errors, lineFieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {initial ? null : (
          <SegmentedControl
            aria-label="Kind"
            fullWidth
            data={jobOrderLineKinds.map((kind) => ({ value: kind, label: lineKindLabels[kind] }))}
            value={values.kind}
            onChange={(kind) => {
              form.setValues(emptyLineValues(kind as JobOrderLineKind));
              form.clearErrors();
            }}
          />
        )}
        {values.kind === 'labor' ? (
          <>
            <Select
              label="Service"
              placeholder="Labor typed by hand"
              description="Pick a catalogue service to take its name and price"
              searchable
              clearable
              nothingFoundMessage="No service found"
              data={(services.data ?? []).map((service) => ({
                value: service.id,
                label: `${service.name} (${money(service.price)})`,
              }))}
              error={services.isError ? services.error.message : form.errors.serviceId}
              value={values.serviceId}
              onChange={(id) => {
                form.setFieldValue('serviceId', id);
                priceFrom(serviceOf(id), values.pricing, values.quantity);
              }}
            />
            <SegmentedControl
              aria-label="Pricing"
              data={[
                { value: 'flat', label: 'Flat rate' },
                { value: 'hourly', label: 'Hourly' },
              ]}
              value={values.pricing}
              onChange={(pricing) => {
                form.setFieldValue('pricing', pricing as LaborPricing);
                priceFrom(serviceOf(values.serviceId), pricing as LaborPricing, values.quantity);
              }}
            />
          </>
        ) : null}
        <TextInput
          label="Description"
          required
          data-autofocus
          maxLength={200}
          {...form.getInputProps('description')}
        />
        {values.kind === 'part' ? (
          <>
            <InventoryItemPicker
              value={values.inventoryItemId}
              current={lineItem}
              error={form.errors.inventoryItemId as string | undefined}
              onPick={pickItem}
            />
            {picked ? <PickedItemStock item={picked} shortBy={shortBy} /> : null}
            <TextInput label="Part number" maxLength={60} {...form.getInputProps('partNumber')} />
          </>
        ) : null}
        {values.kind === 'labor' || values.kind === 'part' ? (
          <SimpleGrid
            cols={{ base: 1, xs: values.kind === 'part' && withCost ? 3 : 2 }}
            spacing="sm"
          >
            <TextInput
              label={values.kind === 'labor' && values.pricing === 'hourly' ? 'Hours' : 'Quantity'}
              required
              {...decimalProps('quantity')}
            />
            {values.kind === 'part' && withCost ? (
              <TextInput
                label="Unit cost"
                readOnly={values.inventoryItemId !== null}
                description={
                  values.inventoryItemId !== null ? "The item's average cost" : undefined
                }
                {...decimalProps('unitCost')}
              />
            ) : null}
            <TextInput
              label={
                values.kind === 'labor'
                  ? values.pricing === 'hourly'
                    ? 'Rate per hour'
                    : 'Rate'
                  : 'Unit price'
              }
              required
              {...decimalProps('unitPrice')}
            />
          </SimpleGrid>
        ) : null}
        {values.kind === 'fee' ? (
          <TextInput label="Fee" required {...decimalProps('amount')} />
        ) : null}
        {values.kind === 'discount' ? (
          <>
            <SegmentedControl
              aria-label="Discount type"
              data={[
                { value: 'amount', label: 'Amount' },
                { value: 'percent', label: 'Percentage' },
              ]}
              value={values.discountMode}
              onChange={(mode) => {
                form.setFieldValue('discountMode', mode as LineValues['discountMode']);
                form.clearErrors();
              }}
            />
            {values.discountMode === 'amount' ? (
              <TextInput label="Discount amount" required {...decimalProps('amount')} />
            ) : (
              <TextInput
                label="Discount percentage"
                description="Of the labor, parts and fees"
                required
                rightSection="%"
                {...decimalProps('percent')}
              />
            )}
          </>
        ) : null}
        <Text size="sm" data-testid="line-amount-preview">
          {amount === null
            ? ' '
            : 'percent' in amount
              ? `Takes ${amount.percent}% off the work`
              : `${values.kind === 'discount' ? 'Takes off' : 'Amount'}: ${money(amount.amount)}`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Add or edit one line of a job order, a canned job or an invoice: labor (from a catalogue
 * service, flat or hourly at the shop's rate, or typed by hand), a part, a fee or a discount
 * (amount or %). Checked with the domain's line schema; `onSave` writes it (the server's field
 * messages show under their fields). `withCost: false` leaves out a part's unit cost (invoices
 * show the customer's prices only). `startDescription` pre-fills a new line (an inspection item's
 * finding, say).
 */
export function LineDialog({
  opened,
  initial,
  startDescription = '',
  laborRate,
  currency,
  withCost = true,
  onSave,
  onClose,
  children,
}: {
  opened: boolean;
  initial: JobOrderLineParsed | null;
  startDescription?: string;
  laborRate: string;
  currency: string;
  withCost?: boolean;
  onSave(line: JobOrderLineParsed): Promise<unknown>;
  onClose(): void;
  /** Fields the caller asks above the line's own (where the line goes). */
  children?: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={initial ? 'Edit line' : 'Add line'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? children : null}
      {opened ? (
        <LineForm
          initial={initial}
          startDescription={startDescription}
          laborRate={laborRate}
          currency={currency}
          withCost={withCost}
          submitLabel={initial ? 'Save line' : 'Add line'}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
