import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatPurchaseOrderNumber, formatStockQuantity } from '@pitstop/domain/inventory';
import type {
  JobOrderDetail,
  JobOrderJobView,
  JobOrderLineView,
} from '@pitstop/domain/job-order-views';
import type { LineApproval } from '@pitstop/domain/job-orders';
import { IconArrowsExchange, IconMessageCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DetailField } from '../../../../components/detail-field.tsx';
import { LineDialog } from '../../../../components/lines/line-dialog.tsx';
import { LineRowActions } from '../../../../components/lines/line-row-actions.tsx';
import { lineInputOfView, lineKindLabels } from '../../../../components/lines/line-values.ts';
import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../../components/status-badge.tsx';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../../lib/money.tsx';
import { showToast } from '../../../../lib/toast.ts';
import {
  useAddJobOrderLine,
  useAnswerJobOrderLine,
  useRemoveJob,
  useRemoveJobOrderLine,
  useUpdateJobOrderLine,
} from '../../api/job-order-lines.ts';
import { useOrderPartShortfall } from '../../api/order-part-shortfall.ts';
import { CannedJobPicker } from './canned-job-picker.tsx';
import { DeclinedWorkOffer } from './declined-work-offer.tsx';
import { JobDialog } from './job-dialog.tsx';

const approvalBadges: Record<LineApproval, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  approved: { label: 'Approved', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
};

/** The line dialog: a line to edit, or a new line for a job. */
type Editing = { line: JobOrderLineView } | { line: null; jobId: string } | null;

/**
 * A part from inventory: its SKU and the stock as it stands, and when the stock cannot cover the
 * line, a warning with (for those who buy parts) a button that puts the shortfall on the
 * supplier's draft purchase order.
 */
function LineStock({
  line,
  canOrderParts,
}: {
  line: JobOrderLineView & { stock: NonNullable<JobOrderLineView['stock']> };
  canOrderParts: boolean;
}) {
  const order = useOrderPartShortfall();
  const { stock } = line;
  const quantity = (value: string) => formatStockQuantity(value, stock.unit);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {stock.sku} · {quantity(stock.available)} available
      </Text>
      {stock.shortBy ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="orange.9" fw={600} role="status">
            Not enough stock: {quantity(stock.shortBy)} short
          </Text>
          {canOrderParts ? (
            <Button
              size="compact-xs"
              variant="light"
              loading={order.isPending}
              onClick={() =>
                order.mutate(
                  { itemId: line.inventoryItemId as string, quantity: stock.shortBy as string },
                  {
                    onSuccess: ({ purchaseOrders: [purchaseOrder] }) =>
                      showToast({
                        color: 'teal',
                        message: purchaseOrder
                          ? `${quantity(stock.shortBy as string)} of ${stock.sku} added to ${formatPurchaseOrderNumber(purchaseOrder.number)} for ${purchaseOrder.supplier.name}`
                          : `${stock.sku} added to a purchase order`,
                      }),
                    onError: (cause) => notifyFailure('Could not order the part', cause),
                  },
                )
              }
            >
              Order {quantity(stock.shortBy)}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/** "Move to job": the job order's other jobs, for a line filed under the wrong concern. */
function MoveLineMenu({
  line,
  jobs,
  onMove,
}: {
  line: JobOrderLineView;
  jobs: readonly JobOrderJobView[];
  onMove(jobId: string): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Move to another job">
          <ActionIcon variant="subtle" aria-label={`Move ${line.description} to another job`}>
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {jobs
          .filter((job) => job.id !== line.jobId)
          .map((job) => (
            <Menu.Item key={job.id} onClick={() => onMove(job.id)}>
              {job.name}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The desk answers a line for the customer: the answer it does not have yet, approved or declined. */
function LineAnswerMenu({
  line,
  onAnswer,
}: {
  line: JobOrderLineView;
  onAnswer(approval: 'approved' | 'declined'): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Answer for the customer">
          <ActionIcon variant="subtle" aria-label={`Answer ${line.description} for the customer`}>
            <IconMessageCheck size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>The customer said</Menu.Label>
        {line.approval !== 'approved' ? (
          <Menu.Item onClick={() => onAnswer('approved')}>Approve for the customer</Menu.Item>
        ) : null}
        {line.approval !== 'declined' ? (
          <Menu.Item onClick={() => onAnswer('declined')}>Decline for the customer</Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A job's complaint, cause and correction ("the three Cs"), a dash for what is not known yet. */
function ThreeCs({ job }: { job: JobOrderJobView }) {
  const entries = [
    ['Complaint', job.complaint],
    ['Cause', job.cause],
    ['Correction', job.correction],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {entries.map(([label, text]) => (
        <DetailField key={label} label={label}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={text ? undefined : 'dimmed'}>
            {text ?? '—'}
          </Text>
        </DetailField>
      ))}
    </SimpleGrid>
  );
}

/**
 * The job order's jobs in their order, each with its three Cs and its lines, the customer's
 * answer to each line and its done mark. `canEditLines`: add, edit and remove lines, canned jobs
 * and declined work (the desk; a mechanic where the shop lets them change prices).
 * `canEditJobs`: add, edit, remove jobs and move lines between them (the desk and the job's
 * mechanic). `canMarkDone`: tick the work off. `canOrderParts`: put what the stock cannot cover
 * on a purchase order (inventory writers). `canAnswerLines`: approve or decline a line for the
 * customer (the desk). `workFixed`: why the work cannot change now (its
 * invoice bills it), said above the jobs.
 */
export function JobOrderLines({
  jobOrder,
  canEditLines,
  canEditJobs,
  canMarkDone,
  canOrderParts,
  canAnswerLines,
  workFixed,
}: {
  jobOrder: JobOrderDetail;
  canEditLines: boolean;
  canEditJobs: boolean;
  canAnswerLines: boolean;
  canMarkDone: boolean;
  canOrderParts: boolean;
  workFixed: string | null;
}) {
  const { currency } = jobOrder;
  const money = useFormatMoney(currency);
  const add = useAddJobOrderLine();
  const update = useUpdateJobOrderLine();
  const remove = useRemoveJobOrderLine();
  const answer = useAnswerJobOrderLine();
  const removeJob = useRemoveJob();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<JobOrderLineView | null>(null);
  const [jobEditing, setJobEditing] = useState<{ job: JobOrderJobView | null } | null>(null);
  const [jobRemoving, setJobRemoving] = useState<JobOrderJobView | null>(null);
  const jobs = [...jobOrder.jobs].sort((a, b) => a.position - b.position);
  const lines = [...jobOrder.lines].sort((a, b) => a.position - b.position);
  const linesOf = (job: JobOrderJobView) => lines.filter((line) => line.jobId === job.id);

  const save = (line: Parameters<typeof add.mutateAsync>[0]['line']) =>
    editing?.line
      ? update.mutateAsync({ id: jobOrder.id, lineId: editing.line.id, changes: { line } })
      : add.mutateAsync({ id: jobOrder.id, jobId: editing?.jobId, line });

  const markDone = (line: JobOrderLineView, done: boolean) =>
    update.mutate(
      { id: jobOrder.id, lineId: line.id, changes: { done } },
      { onError: (cause) => notifyFailure('Could not change the line', cause) },
    );

  const answerLine = (line: JobOrderLineView, approval: 'approved' | 'declined') =>
    answer.mutate(
      { id: jobOrder.id, lineId: line.id, answer: { approval } },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: `${line.description} ${approval} for the customer`,
          }),
        onError: (cause) => notifyFailure('Could not record the answer', cause),
      },
    );

  const move = (line: JobOrderLineView, jobId: string) =>
    update.mutate(
      { id: jobOrder.id, lineId: line.id, changes: { jobId } },
      { onError: (cause) => notifyFailure('Could not move the line', cause) },
    );

  const columns: (ResponsiveColumn<JobOrderLineView> | false)[] = [
    {
      key: 'description',
      header: 'Description',
      kind: 'title',
      cell: (line) => (
        <>
          <Text size="sm">{line.description}</Text>
          {line.partNumber ? (
            <Text size="xs" c="dimmed">
              Part no. {line.partNumber}
            </Text>
          ) : null}
          {line.stock ? (
            <LineStock line={{ ...line, stock: line.stock }} canOrderParts={canOrderParts} />
          ) : null}
        </>
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      priority: 3,
      cell: (line) => (
        <>
          {lineKindLabels[line.kind]}
          {line.pricing === 'hourly' ? ' (hourly)' : ''}
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Qty / Hours',
      align: 'right',
      priority: 2,
      cell: (line) => (line.kind === 'labor' || line.kind === 'part' ? line.quantity : '—'),
    },
    {
      key: 'unitPrice',
      header: 'Unit price',
      align: 'right',
      nowrap: true,
      priority: 2,
      cell: (line) =>
        line.percent !== null
          ? `${line.percent}%`
          : line.unitPrice === null
            ? '—'
            : money(line.unitPrice),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      nowrap: true,
      cell: (line) => (line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)),
      cellData: () => ({ 'data-testid': 'line-amount' }),
    },
    {
      key: 'answer',
      header: 'Answer',
      nowrap: true,
      cell: (line) => {
        const badge = approvalBadges[line.approval];
        // Never squeezed to "PENDI…": too narrow a table gives up a column instead.
        return line.kind === 'discount' ? null : (
          <Group gap={4} wrap="nowrap" miw="max-content">
            <StatusBadge color={badge.color} data-approval={line.approval}>
              {badge.label}
            </StatusBadge>
            {canAnswerLines ? (
              <LineAnswerMenu line={line} onAnswer={(approval) => answerLine(line, approval)} />
            ) : null}
          </Group>
        );
      },
    },
    {
      key: 'done',
      header: 'Done',
      cell: (line) =>
        line.kind === 'discount' || line.approval === 'declined' ? null : (
          <Checkbox
            aria-label={`Done: ${line.description}`}
            checked={line.done}
            disabled={!canMarkDone || update.isPending}
            onChange={(event) => markDone(line, event.currentTarget.checked)}
          />
        ),
    },
    canEditLines && {
      key: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (line) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {canEditJobs && jobs.length > 1 ? (
            <MoveLineMenu line={line} jobs={jobs} onMove={(jobId) => move(line, jobId)} />
          ) : null}
          <LineRowActions
            description={line.description}
            onEdit={() => setEditing({ line })}
            onRemove={() => setRemoving(line)}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="job-order-jobs">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="job-order-jobs">
              Jobs
            </Title>
            <Group gap="xs">
              {canEditLines ? (
                <CannedJobPicker jobOrderId={jobOrder.id} currency={currency} />
              ) : null}
              {canEditJobs ? (
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setJobEditing({ job: null })}
                >
                  Add job
                </Button>
              ) : null}
            </Group>
          </Group>
          {workFixed ? (
            <Text size="sm" c="dimmed">
              {workFixed}
            </Text>
          ) : null}
          {jobs.map((job, index) => {
            const jobLines = linesOf(job);
            const headingId = `job-${job.id}`;
            return (
              <Paper
                key={job.id}
                withBorder
                p="sm"
                component="section"
                aria-labelledby={headingId}
                data-testid="job-order-job"
              >
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Title order={3} fz="md" id={headingId}>
                      {index + 1}. {job.name}
                    </Title>
                    <Group gap="xs">
                      {canEditLines ? (
                        <Button
                          size="xs"
                          leftSection={<IconPlus size={14} aria-hidden />}
                          aria-label={jobs.length > 1 ? `Add line to ${job.name}` : undefined}
                          onClick={() => setEditing({ line: null, jobId: job.id })}
                        >
                          Add line
                        </Button>
                      ) : null}
                      {canEditJobs ? (
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={`Edit job ${job.name}`}
                          onClick={() => setJobEditing({ job })}
                        >
                          Edit job
                        </Button>
                      ) : null}
                      {canEditJobs && jobs.length > 1 && jobLines.length === 0 ? (
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={`Remove job ${job.name}`}
                          onClick={() => setJobRemoving(job)}
                        >
                          Remove job
                        </Button>
                      ) : null}
                    </Group>
                  </Group>
                  <ThreeCs job={job} />
                  {jobLines.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      No lines yet.{canEditLines ? ' Add labor, parts or fees.' : ''}
                    </Text>
                  ) : (
                    <ResponsiveTable
                      label={`Lines of ${job.name}`}
                      rows={jobLines}
                      rowKey={(line) => line.id}
                      verticalSpacing="xs"
                      rowProps={() => ({ 'data-testid': 'job-order-line' })}
                      columns={columns}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Card>
      <DeclinedWorkOffer jobOrder={jobOrder} canAdd={canEditLines} />
      <LineDialog
        opened={editing !== null}
        initial={editing?.line ? lineInputOfView(editing.line) : null}
        laborRate={jobOrder.laborRate}
        currency={currency}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <JobDialog
        jobOrderId={jobOrder.id}
        job={jobEditing?.job ?? null}
        opened={jobEditing !== null}
        onClose={() => setJobEditing(null)}
      />
      <ConfirmDialog
        opened={jobRemoving !== null}
        title="Remove job?"
        confirmLabel="Remove job"
        busy={removeJob.isPending}
        onClose={() => setJobRemoving(null)}
        onConfirm={() => {
          if (!jobRemoving) return;
          removeJob.mutate(
            { id: jobOrder.id, jobId: jobRemoving.id },
            {
              onSuccess: () => {
                showToast({ color: 'teal', message: `${jobRemoving.name} removed` });
                setJobRemoving(null);
              },
              onError: (cause) => notifyFailure('Could not remove the job', cause),
            },
          );
        }}
      >
        <strong>{jobRemoving?.name}</strong> has no lines; it leaves the job order.
      </ConfirmDialog>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove line?"
        confirmLabel="Remove line"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { id: jobOrder.id, lineId: removing.id },
            {
              onSuccess: () => {
                showToast({ color: 'teal', message: `${removing.description} removed` });
                setRemoving(null);
              },
              onError: (cause) => notifyFailure('Could not remove the line', cause),
            },
          );
        }}
      >
        <strong>{removing?.description}</strong> leaves the job order and its totals.
      </ConfirmDialog>
    </Stack>
  );
}
