import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  adjustmentReasonLabels,
  adjustmentReasons,
  compareQuantities,
  formatStockQuantity,
  manualMovementSchema,
  returnDirectionLabels,
  returnDirections,
  stockUnitLabels,
} from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { moneyAmount, stockQuantity } from '@pitstop/domain/money';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCreateStockMovement } from '../api/create-stock-movement.ts';
import {
  countDifference,
  emptyMovementValues,
  type ManualKind,
  type MovementValues,
  manualKindLabels,
  movementFieldOrder,
  movementInput,
  validateMovementValues,
} from '../movement-values.ts';

const kindOptions = (Object.keys(manualKindLabels) as ManualKind[]).map((kind) => ({
  value: kind,
  label: manualKindLabels[kind],
}));
const reasonOptions = adjustmentReasons.map((reason) => ({
  value: reason,
  label: adjustmentReasonLabels[reason],
}));

/** What each kind does, in a line under the choice. */
const kindHints: Record<ManualKind, string> = {
  receipt: 'Stock that came in outside a purchase order; its cost averages into the item’s cost.',
  consumption: 'Stock used outside a job order (shop supplies, a warranty part).',
  return: 'A part back on the shelf, or sent back to the supplier.',
  adjustment: 'A correction, with a note saying why.',
};
const reasonHints = {
  count: 'Enter what is on the shelf: on hand becomes the count.',
  damage: 'Damaged stock comes off on hand.',
  loss: 'Lost stock comes off on hand.',
  found: 'Found stock is added to on hand.',
} as const;

const quantityFormat = stockQuantity();
const costFormat = moneyAmount();

function AdjustStockForm({
  item,
  currency,
  onClose,
}: {
  item: InventoryItem;
  currency: string;
  onClose(): void;
}) {
  const money = useFormatMoney(currency);
  const record = useCreateStockMovement();
  // One key per submitted movement: a retry of the same submission is recorded once; a changed
  // movement is a new request with a new key (the server refuses a reused one).
  const submitted = useRef<{ input: string; key: string } | null>(null);
  const keyFor = (input: object) => {
    const json = JSON.stringify(input);
    if (submitted.current?.input !== json)
      submitted.current = { input: json, key: crypto.randomUUID() };
    return submitted.current.key;
  };
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MovementValues>({
    initialValues: emptyMovementValues(),
    validate: (values) => validateMovementValues(values, item.unit),
  });
  const { values } = form;
  const counting = values.kind === 'adjustment' && values.reason === 'count';
  const difference = counting ? countDifference(item.onHand, values.quantity) : null;
  const unitLabel = stockUnitLabels[item.unit];
  const onHand = formatStockQuantity(item.onHand, item.unit);

  const normalised = (field: 'quantity' | 'unitCost', format: typeof quantityFormat) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      inputMode: 'decimal' as const,
      onBlur: () => {
        const parsed = format.safeParse(form.getValues()[field]);
        if (parsed.success) form.setFieldValue(field, parsed.data);
        props.onBlur?.();
      },
    };
  };

  const handleSubmit = form.onSubmit(
    (typed) => {
      setError(null);
      const movement = manualMovementSchema.parse(movementInput(typed));
      record.mutate(
        { itemId: item.id, movement, idempotencyKey: keyFor(movement) },
        {
          onSuccess: () => {
            showToast({ color: 'teal', message: `Stock of ${item.name} updated` });
            onClose();
          },
          onError: (cause) => {
            // The ledger's refusal ("Not enough stock of …: 1 pc on hand, 2 pcs needed.") is
            // a sentence to read as it is.
            if (cause instanceof ApiError && cause.status === 409) {
              setError(cause.message);
              return;
            }
            setError(
              applyApiError(form, cause, 'The stock could not be updated. Please try again.'),
            );
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors, movementFieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm">
          On hand now: <strong>{onHand}</strong> (available{' '}
          {formatStockQuantity(item.available, item.unit)})
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Stock not updated">
            {error}
          </Alert>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="movement-kind-label">
            Movement
          </Text>
          <SegmentedControl
            aria-labelledby="movement-kind-label"
            data={kindOptions}
            fullWidth
            {...form.getInputProps('kind')}
            onChange={(kind) => {
              setError(null);
              form.setFieldValue('kind', kind as ManualKind);
            }}
          />
          <Text size="xs" c="dimmed">
            {kindHints[values.kind]}
          </Text>
        </Stack>
        {values.kind === 'adjustment' ? (
          <Select
            label="Reason"
            required
            allowDeselect={false}
            data={reasonOptions}
            description={reasonHints[values.reason]}
            {...form.getInputProps('reason')}
          />
        ) : null}
        {values.kind === 'return' ? (
          <Radio.Group label="Where to" required {...form.getInputProps('direction')}>
            <Group gap="lg" mt={6}>
              {returnDirections.map((direction) => (
                <Radio key={direction} value={direction} label={returnDirectionLabels[direction]} />
              ))}
            </Group>
          </Radio.Group>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={counting ? 'Quantity counted' : 'Quantity'}
            required
            rightSection={
              <Text size="xs" c="dimmed" aria-hidden>
                {unitLabel}
              </Text>
            }
            rightSectionWidth={48}
            description={
              difference === null
                ? `In ${unitLabel}`
                : compareQuantities(difference, '0') === 0
                  ? 'On hand stays the same'
                  : `On hand changes by ${formatStockQuantity(difference, item.unit)}`
            }
            {...normalised('quantity', quantityFormat)}
          />
          {values.kind === 'receipt' ? (
            <TextInput
              label={`Unit cost (${currency})`}
              description={`Empty: at the current cost, ${money(item.cost)}`}
              {...normalised('unitCost', costFormat)}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label="Note"
          required={values.kind === 'adjustment'}
          description={
            values.kind === 'adjustment' ? 'Say why, for whoever reads the ledger' : undefined
          }
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record movement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Adjust stock" (admin, manager): a receipt, use, return or adjustment recorded in the ledger. */
export function AdjustStockDialog({
  item,
  currency,
  opened,
  onClose,
}: {
  item: InventoryItem;
  currency: string;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      size="lg"
      title={`Adjust stock: ${item.name}`}
    >
      {opened ? <AdjustStockForm item={item} currency={currency} onClose={onClose} /> : null}
    </Modal>
  );
}
