import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  compareQuantities,
  formatStockQuantity,
  subtractQuantities,
  trimQuantity,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { decimalQuantity, STOCK_QUANTITY_MAX } from '@pitstop/domain/money';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useReceivePurchaseOrder } from '../api/receive-purchase-order.ts';

const quantitySchema = decimalQuantity('Quantity', STOCK_QUANTITY_MAX);

function outstandingOf(line: PurchaseOrder['lines'][number]): string {
  const rest = subtractQuantities(line.quantity, line.quantityReceived);
  return compareQuantities(rest, '0') > 0 ? rest : '0.00';
}

function ReceiveForm({ order, onClose }: { order: PurchaseOrder; onClose(): void }) {
  const receive = useReceivePurchaseOrder();
  // One key per opened dialog: a retry of this delivery after a lost answer receives nothing twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const open = order.lines.filter((line) => compareQuantities(outstandingOf(line), '0') > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((line) => [line.id, trimQuantity(outstandingOf(line))])),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = () => {
    setAlert(null);
    const found: Record<string, string> = {};
    const lines: { lineId: string; quantity: string }[] = [];
    for (const line of open) {
      const text = (quantities[line.id] ?? '').trim();
      if (text === '' || /^0+(\.0*)?$/.test(text)) continue;
      const parsed = quantitySchema.safeParse(text);
      const error = parsed.success
        ? (unitQuantityError(line.item.unit, parsed.data) ??
          (compareQuantities(parsed.data, outstandingOf(line)) > 0
            ? `At most ${formatStockQuantity(outstandingOf(line), line.item.unit)} is still to come`
            : null))
        : (parsed.error.issues[0]?.message ?? 'Enter a quantity');
      if (error) found[line.id] = error;
      else if (parsed.success) lines.push({ lineId: line.id, quantity: parsed.data });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (lines.length === 0) {
      setAlert('Enter a quantity received for at least one line.');
      return;
    }
    receive.mutate(
      { id: order.id, receipt: { lines, note }, idempotencyKey },
      {
        onSuccess: (received) => {
          showToast({
            color: 'teal',
            message:
              received.status === 'received'
                ? 'Delivery received: the order is complete'
                : 'Delivery received',
          });
          onClose();
        },
        onError: (cause) => {
          if (cause instanceof ApiError) {
            const fromServer: Record<string, string> = {};
            for (const entry of cause.problem.errors ?? []) {
              const [, , index] = entry.path.split('.');
              const line = lines[Number(index)];
              if (line) fromServer[line.lineId] = entry.message;
            }
            setErrors(fromServer);
          }
          setAlert(failureMessage(cause));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Enter what came in. Each quantity goes on the shelf and averages the item's cost.
        </Text>
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <ResponsiveTable
          label="Quantities received"
          rows={open.map((line, index) => ({ line, index }))}
          rowKey={({ line }) => line.id}
          verticalSpacing="xs"
          columns={[
            {
              key: 'item',
              header: 'Item',
              kind: 'title',
              cell: ({ line }) => (
                <>
                  <Text size="sm">{line.item.name}</Text>
                  <Text size="xs" c="dimmed">
                    {line.item.sku}
                  </Text>
                </>
              ),
            },
            {
              key: 'outstanding',
              header: 'Still to come',
              nowrap: true,
              cell: ({ line }) => formatStockQuantity(outstandingOf(line), line.item.unit),
            },
            {
              key: 'received',
              header: 'Received now',
              cell: ({ line, index }) => (
                <TextInput
                  aria-label={`Received now of ${line.item.name}`}
                  inputMode="decimal"
                  data-autofocus={index === 0 ? true : undefined}
                  value={quantities[line.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setQuantities((current) => ({ ...current, [line.id]: value }));
                    setErrors(({ [line.id]: _, ...rest }) => rest);
                  }}
                  error={errors[line.id]}
                  w={110}
                />
              ),
            },
          ]}
        />
        <Textarea
          label="Note"
          description="E.g. the delivery note's number"
          autosize
          minRows={1}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={receive.isPending}>
            Back
          </Button>
          <Button type="submit" loading={receive.isPending}>
            Receive
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Receive: a quantity per line, defaulting to what is still to come. */
export function ReceiveDialog({
  order,
  opened,
  onClose,
}: {
  order: PurchaseOrder;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Receive delivery" size="lg">
      {opened ? <ReceiveForm order={order} onClose={onClose} /> : null}
    </Modal>
  );
}
