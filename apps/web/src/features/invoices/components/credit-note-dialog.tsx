import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import { useMemo, useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateCreditNote } from '../api/create-credit-note.ts';
import {
  type CreditSelection,
  creditableLines,
  creditNoteDraft,
  initialCreditSelection,
} from '../credit-note-values.ts';
import { invoiceTitle } from './invoice-number.ts';

/**
 * Credit note: the whole invoice, or chosen lines with how much of each (a part of a line is
 * credited in proportion, its tax with it), and the reason; the total it takes back shows as
 * it is chosen.
 */
export function CreditNoteDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={`Credit note for ${invoiceTitle(invoice)}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <CreditNoteForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreditNoteForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose(): void }) {
  const money = (value: string) =>
    formatMoney(value, { currency: invoice.currency, locale: invoice.locale });
  const lines = useMemo(() => creditableLines(invoice), [invoice]);
  const create = useCreateCreditNote();
  const [full, setFull] = useState(true);
  const [selection, setSelection] = useState<CreditSelection>(() => initialCreditSelection(lines));
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const draft = creditNoteDraft(lines, { full, selection, reason });

  const change = (lineId: string, next: Partial<CreditSelection[string]>) => {
    setSelection((current) => ({
      ...current,
      [lineId]: { ...(current[lineId] ?? { selected: false, quantity: '' }), ...next },
    }));
    setShown(({ [lineId]: _, lines: __, ...rest }) => rest);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.input) {
          setShown(draft.errors);
          return;
        }
        setError(null);
        create.mutate(
          { id: invoice.id, creditNote: draft.input },
          {
            onSuccess: (updated) => {
              const note = updated.creditNotes.at(-1);
              showToast({
                color: 'teal',
                message: note
                  ? `${note.number} issued for ${money(note.total)}`
                  : 'Credit note issued',
              });
              onClose();
            },
            onError: (cause) =>
              setError(
                failureMessage(cause, 'The credit note could not be made. Please try again.'),
              ),
          },
        );
      }}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <SegmentedControl
          aria-label="What to credit"
          fullWidth
          data={[
            { value: 'full', label: 'Whole invoice' },
            { value: 'lines', label: 'Chosen lines' },
          ]}
          value={full ? 'full' : 'lines'}
          onChange={(value) => {
            setFull(value === 'full');
            setShown({});
          }}
        />
        {full ? (
          <Text size="sm">Everything not credited yet on the invoice is taken back.</Text>
        ) : (
          <Table verticalSpacing="xs" aria-label="Lines to credit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th ta="right">Left</Table.Th>
                <Table.Th ta="right">Quantity to credit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((entry) => {
                const picked = selection[entry.line.id];
                return (
                  <Table.Tr key={entry.line.id} data-testid="credit-line">
                    <Table.Td>
                      <Checkbox
                        label={entry.line.description}
                        checked={picked?.selected ?? false}
                        onChange={(event) =>
                          change(entry.line.id, { selected: event.currentTarget.checked })
                        }
                      />
                      <Text size="xs" c="dimmed" ml={28}>
                        {money(entry.net)} + {money(entry.tax)} {invoice.taxLabel}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{entry.remaining}</Table.Td>
                    <Table.Td ta="right">
                      <TextInput
                        aria-label={`Quantity to credit: ${entry.line.description}`}
                        inputMode="decimal"
                        w={110}
                        ml="auto"
                        disabled={!picked?.selected}
                        value={picked?.quantity ?? ''}
                        onChange={(event) =>
                          change(entry.line.id, { quantity: event.currentTarget.value })
                        }
                        error={shown[entry.line.id]}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {!full && shown.lines ? (
          <Text size="sm" c="red" role="alert">
            {shown.lines}
          </Text>
        ) : null}
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setShown(({ reason: _, ...rest }) => rest);
          }}
          error={shown.reason}
        />
        <Text size="sm" fw={600} data-testid="credit-total">
          {draft.total === null
            ? ' '
            : `Credits ${money(draft.total)} (${invoice.taxLabel} included)`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={create.isPending}>
            Issue credit note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
