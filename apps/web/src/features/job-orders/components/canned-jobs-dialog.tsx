import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CannedJob, cannedJobInputSchema } from '@pitstop/domain/job-order-views';
import { computeJobOrderTotals, type JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LineDialog } from '../../../components/lines/line-dialog.tsx';
import { lineAmountOf, lineKindLabels } from '../../../components/lines/line-values.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiError, focusFirstError, issuesToErrors } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCreateCannedJob, useUpdateCannedJob } from '../api/canned-jobs.ts';

type Values = {
  name: string;
  description: string;
  lines: JobOrderLineParsed[];
  active: boolean;
};

const fieldOrder = ['name', 'description', 'lines', 'active'];

/** Which line the line dialog is open for: a new one, or the one at `index`. */
type EditingLine = { index: number | null } | null;

function CannedJobForm({
  cannedJob,
  laborRate,
  currency,
  onClose,
}: {
  cannedJob: CannedJob | null;
  laborRate: string;
  currency: string;
  onClose(): void;
}) {
  const money = useFormatMoney(currency);
  const create = useCreateCannedJob();
  const update = useUpdateCannedJob();
  const [error, setError] = useState<string | null>(null);
  const [editingLine, setEditingLine] = useState<EditingLine>(null);
  const busy = create.isPending || update.isPending;
  const form = useForm<Values>({
    initialValues: {
      name: cannedJob?.name ?? '',
      description: cannedJob?.description ?? '',
      lines: cannedJob?.lines ?? [],
      active: cannedJob?.active ?? true,
    },
    validate: (values) => {
      const checked = cannedJobInputSchema.safeParse(values);
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });
  const { lines } = form.getValues();
  const total = computeJobOrderTotals(
    lines.map((line) => ({ ...line, approval: 'pending' as const })),
  ).subtotal;

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = cannedJobInputSchema.parse(values);
      const callbacks = {
        onSuccess: () => {
          showToast({
            color: 'teal',
            message: cannedJob ? `${input.name} updated` : `${input.name} added`,
          });
          onClose();
        },
        onError: (cause: unknown) => {
          const lineError =
            cause instanceof ApiError &&
            cause.problem.errors?.find((entry) => entry.path.startsWith('body.lines.'));
          setError(
            lineError
              ? `Line ${Number(lineError.path.split('.')[2]) + 1}: ${lineError.message}`
              : applyApiError(form, cause, 'Please try again.'),
          );
        },
      };
      if (cannedJob) update.mutate({ id: cannedJob.id, changes: input }, callbacks);
      else create.mutate(input, callbacks);
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  const editedLine = editingLine?.index == null ? null : (lines[editingLine.index] ?? null);

  return (
    <>
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={1}
            maxRows={4}
            {...form.getInputProps('description')}
          />
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Lines
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setEditingLine({ index: null })}
              >
                Add line
              </Button>
            </Group>
            {lines.length === 0 ? (
              <Text size="sm" c={form.errors.lines ? 'red' : 'dimmed'}>
                {form.errors.lines ?? 'No lines yet.'}
              </Text>
            ) : (
              <Table verticalSpacing={4} aria-label="Canned job lines">
                <Table.Tbody>
                  {lines.map((line, index) => {
                    const amount = lineAmountOf(line);
                    return (
                      // Lines have no ids until saved; their place is who they are here.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <Table.Tr key={index}>
                        <Table.Td pl={0}>
                          <Text size="sm">{line.description}</Text>
                          <Text size="xs" c="dimmed">
                            {lineKindLabels[line.kind]}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          {'percent' in amount
                            ? `−${amount.percent}%`
                            : line.kind === 'discount'
                              ? `−${money(amount.amount)}`
                              : money(amount.amount)}
                        </Table.Td>
                        <Table.Td w={72}>
                          <Group gap={2} wrap="nowrap">
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Edit ${line.description}`}
                              onClick={() => setEditingLine({ index })}
                            >
                              <IconPencil size={16} aria-hidden />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${line.description}`}
                              onClick={() => form.removeListItem('lines', index)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                  <Table.Tr>
                    <Table.Td pl={0} fw={600}>
                      Total
                    </Table.Td>
                    <Table.Td ta="right" fw={600} data-testid="canned-job-total">
                      {money(total)}
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            )}
          </Stack>
          <Switch
            label="Active (offered on job orders)"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {cannedJob ? 'Save canned job' : 'Add canned job'}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the <form>: React events from the dialog's portal would bubble into it. */}
      <LineDialog
        opened={editingLine !== null}
        initial={editedLine}
        laborRate={laborRate}
        currency={currency}
        onSave={async (line) => {
          if (editingLine?.index == null) form.insertListItem('lines', line);
          else form.replaceListItem('lines', editingLine.index, line);
          form.clearFieldError('lines');
        }}
        onClose={() => setEditingLine(null)}
      />
    </>
  );
}

/** Add or edit a canned job: its name, a saved set of lines, and whether it is offered. */
export function CannedJobDialog({
  opened,
  cannedJob,
  laborRate,
  currency,
  onClose,
}: {
  opened: boolean;
  cannedJob: CannedJob | null;
  laborRate: string;
  currency: string;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={cannedJob ? 'Edit canned job' : 'Add canned job'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? (
        <CannedJobForm
          key={cannedJob?.id ?? 'new'}
          cannedJob={cannedJob}
          laborRate={laborRate}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
