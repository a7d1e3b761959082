import {
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { InspectionItemView, InspectionView } from '@pitstop/domain/inspection-views';
import {
  estimateLineDescription,
  formatMeasurement,
  type InspectionCondition,
  type InspectionItemAnswer,
  inspectionConditionLabels,
  inspectionItemAnswerSchema,
  type MeasurementUnit,
  measurementUnitLabels,
  needsAttention,
} from '@pitstop/domain/inspections';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LineDialog } from '../../../components/lines/line-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useShop } from '../../../lib/api/get-shop.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddEstimateLine } from '../api/add-estimate-line.ts';
import { useAnswerInspectionItem } from '../api/answer-inspection-item.ts';
import { ConditionButtons } from './condition-buttons.tsx';
import { ItemPhotos } from './item-photos.tsx';

type Field = 'measurement' | 'text' | 'notes';

/** The unit as the box's label says it; the box itself shows the short form ("/32", "mm"). */
const unitWords: Record<MeasurementUnit, string> = {
  ...measurementUnitLabels,
  '32nds': '32nds of an inch',
};

const approvalWords = {
  pending: 'waiting for approval',
  approved: 'approved',
  declined: 'declined',
};

/** "Last time: 6/32" (or the condition it had) from the vehicle's last completed inspection. */
function lastTime(item: InspectionItemView): string | null {
  const { previous } = item;
  if (!previous) return null;
  if (item.kind === 'measurement' && previous.measurement !== null) {
    return `Last time: ${formatMeasurement(previous.measurement, item.unit)}`;
  }
  return previous.condition ? `Last time: ${inspectionConditionLabels[previous.condition]}` : null;
}

/** A measurement as typed back in its box: "4.00" reads "4". */
const typedMeasurement = (value: string | null) =>
  value === null ? '' : formatMeasurement(value, null);

type EstimateJob = InspectionView['jobOrder']['jobs'][number];

/** The Job choice's value for a new job named after the finding. */
const NEW_JOB = 'new';

/**
 * "Add to estimate" on a red or yellow item: the job order's line dialog, pre-filled with the
 * finding as a labor line at the shop's rate, and the job it goes into: one the job order has
 * (the concern the finding explains) or a new job named after the item, which the customer
 * answers on its own. Saved, the line waits for the customer's approval.
 */
function AddToEstimate({
  inspectionId,
  item,
  jobs,
}: {
  inspectionId: string;
  item: InspectionItemView;
  jobs: EstimateJob[];
}) {
  const shop = useShop();
  const add = useAddEstimateLine();
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState(NEW_JOB);
  return (
    <>
      <Button
        variant="light"
        h={44}
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={shop.isPending && open}
        onClick={() => setOpen(true)}
        aria-label={`Add ${item.label} to the estimate`}
      >
        Add to estimate
      </Button>
      {shop.isError && open ? (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(shop.error, 'The shop settings could not be read. Please try again.')}
        </Text>
      ) : null}
      {shop.data ? (
        <LineDialog
          opened={open}
          initial={null}
          startDescription={estimateLineDescription(item)}
          laborRate={shop.data.laborRate}
          currency={shop.data.currency}
          onClose={() => setOpen(false)}
          onSave={(line) =>
            add
              .mutateAsync({
                inspectionId,
                itemId: item.id,
                jobId: job === NEW_JOB ? undefined : job,
                line,
              })
              .then(() =>
                showToast({ color: 'teal', message: `${line.description} added to the estimate` }),
              )
          }
        >
          <Select
            label="Job"
            description="The concern this finding explains, or a job of its own"
            mb="sm"
            allowDeselect={false}
            data={[
              { value: NEW_JOB, label: `New job: ${item.label}` },
              ...jobs.map((entry) => ({ value: entry.id, label: entry.name })),
            ]}
            value={job}
            onChange={(value) => setJob(value ?? NEW_JOB)}
          />
        </LineDialog>
      ) : null}
    </>
  );
}

/**
 * One item of the checklist, made for a thumb: its condition as three large buttons, the
 * measurement (with the unit and last time's) or the written answer, notes, photos. Every
 * answer is saved when it is given (a tap, or leaving the box); a refusal shows under the item
 * and what was typed stays.
 */
export function InspectionItemCard({
  inspectionId,
  item,
  canAnswer,
  estimateJobs,
}: {
  inspectionId: string;
  item: InspectionItemView;
  canAnswer: boolean;
  /** The job order's jobs a finding's line may join; null when this viewer adds no lines. */
  estimateJobs: EstimateJob[] | null;
}) {
  const answer = useAnswerInspectionItem();
  const [typed, setTyped] = useState<Record<Field, string>>({
    measurement: typedMeasurement(item.measurement),
    text: item.text ?? '',
    notes: item.notes ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const previous = lastTime(item);
  const headingId = `item-${item.id}`;

  const save = (change: InspectionItemAnswer, field?: Field) => {
    const checked = inspectionItemAnswerSchema.safeParse(change);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Check this answer';
      if (field) setFieldErrors((current) => ({ ...current, [field]: message }));
      else setError(message);
      return;
    }
    if (field) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setError(null);
    setSaved(false);
    answer.mutate(
      { inspectionId, itemId: item.id, answer: change },
      {
        onSuccess: () => setSaved(true),
        onError: (cause) => {
          const message = failureMessage(cause, 'The answer could not be saved. Please try again.');
          if (field) setFieldErrors((current) => ({ ...current, [field]: message }));
          else setError(message);
        },
      },
    );
  };

  /** Leaving a box saves it when it changed. */
  const saveField = (field: Field) => {
    const value = typed[field].trim();
    const current =
      field === 'measurement' ? typedMeasurement(item.measurement) : (item[field] ?? '');
    if (value === current.trim()) return;
    save({ [field]: value === '' ? null : value }, field);
  };

  const boxProps = (field: Field) => ({
    value: typed[field],
    error: fieldErrors[field],
    readOnly: !canAnswer,
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setTyped((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => {
      if (canAnswer) saveField(field);
    },
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      component="article"
      aria-labelledby={headingId}
      data-testid="inspection-item"
      data-condition={item.condition ?? 'none'}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={headingId}>
            {item.label}
          </Title>
          {previous ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {previous}
            </Text>
          ) : null}
        </Group>
        <ConditionButtons
          itemLabel={item.label}
          value={item.condition}
          disabled={!canAnswer}
          onChange={(condition: InspectionCondition | null) => save({ condition })}
        />
        {item.kind === 'measurement' && item.unit ? (
          <TextInput
            label={`Measurement in ${unitWords[item.unit]}`}
            inputMode="decimal"
            size="md"
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden>
                {item.unit === '32nds' ? '/32' : item.unit}
              </Text>
            }
            rightSectionWidth={48}
            {...boxProps('measurement')}
          />
        ) : null}
        {item.kind === 'text' ? (
          <Textarea label="Answer" autosize minRows={2} maxLength={2000} {...boxProps('text')} />
        ) : null}
        <Textarea label="Notes" autosize minRows={1} maxLength={2000} {...boxProps('notes')} />
        <ItemPhotos inspectionId={inspectionId} item={item} canAnswer={canAnswer} />
        {item.estimateLine ? (
          <Group gap="xs">
            <StatusBadge color="blue">On the estimate</StatusBadge>
            <Text size="sm">
              {item.estimateLine.description} ({approvalWords[item.estimateLine.approval]})
            </Text>
          </Group>
        ) : estimateJobs && needsAttention(item.condition) ? (
          <Group>
            <AddToEstimate inspectionId={inspectionId} item={item} jobs={estimateJobs} />
          </Group>
        ) : null}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" role="status" aria-live="polite">
          {answer.isPending ? 'Saving…' : saved ? 'Saved' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
