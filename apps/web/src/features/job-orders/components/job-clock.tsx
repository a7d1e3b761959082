import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateTime } from '@pitstop/domain/date-format';
import type {
  JobClock as JobClockState,
  JobOrderDetail,
  TimeEntry,
} from '@pitstop/domain/job-order-views';
import { clockMode, formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { localParts, zonedInstant } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { IconClockPlay, IconClockStop, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useClockJobOrder } from '../../../lib/api/clock-job-order.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyClock } from '../api/get-my-clock.ts';
import { useUpdateTimeEntry } from '../api/update-time-entry.ts';

/** "1 h 05 min" between two instants; a running entry counts to now. */
function duration(entry: TimeEntry, now: number): string {
  const end = entry.endedAt ? Date.parse(entry.endedAt) : now;
  const minutes = Math.max(0, Math.round((end - Date.parse(entry.startedAt)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** "2026-03-02T08:00" in the shop's zone, as a datetime-local field holds it. */
function localInput(instant: string, zone: string): string {
  const parts = localParts(instant, zone);
  return `${parts.date}T${parts.time}`;
}

function instantOf(value: string, zone: string): string | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return zonedInstant(date, time.slice(0, 5), zone).toISOString();
}

function CorrectionForm(props: {
  job: JobOrderDetail;
  entry: TimeEntry;
  onClose(): void;
  onSaved(state: JobClockState): void;
}) {
  const { job, entry } = props;
  const update = useUpdateTimeEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      startedAt: localInput(entry.startedAt, job.timeZone),
      endedAt: localInput(entry.endedAt ?? new Date().toISOString(), job.timeZone),
      note: entry.note ?? '',
    },
    validate: {
      startedAt: (value) => (instantOf(value, job.timeZone) ? null : 'Enter when the work started'),
      endedAt: (value, values) => {
        const end = instantOf(value, job.timeZone);
        const start = instantOf(values.startedAt, job.timeZone);
        if (!end) return 'Enter when the work stopped';
        return start && end <= start ? 'Must be after the start' : null;
      },
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFailure(null);
        update.mutate(
          {
            jobOrderId: job.id,
            entryId: entry.id,
            correction: {
              startedAt: instantOf(values.startedAt, job.timeZone) ?? '',
              endedAt: instantOf(values.endedAt, job.timeZone) ?? '',
              note: values.note.trim() === '' ? null : values.note.trim(),
            },
          },
          {
            onSuccess: (state) => {
              showToast({ color: 'teal', message: 'Time entry corrected' });
              props.onSaved(state);
            },
            onError: (error) =>
              setFailure(applyApiError(form, error, 'The entry could not be saved.')),
          },
        );
      })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {entry.mechanic.name}'s time on {formatJobOrderNumber(job.number)}, in the shop's time (
          {job.timeZone}). The job order's history keeps the change.
        </Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          type="datetime-local"
          label="Started"
          required
          {...form.getInputProps('startedAt')}
        />
        <TextInput
          type="datetime-local"
          label="Stopped"
          required
          {...form.getInputProps('endedAt')}
        />
        <TextInput label="Note" maxLength={500} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save correction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A job order's clock: Start/Stop for the viewer's own time (a mechanic on their assigned job,
 * an admin on any) and the job's time entries, which an admin can correct. Place it on the job
 * order screen with the detail and the signed-in viewer.
 */
export function JobClock({
  job,
  viewer,
}: {
  job: JobOrderDetail;
  viewer: { id: string; role: Role };
}) {
  const dates = useDateFormat(job.timeZone);
  const mayClock =
    viewer.role === 'admin' || (viewer.role === 'mechanic' && job.mechanic?.id === viewer.id);
  const myClock = useMyClock(mayClock);
  const clock = useClockJobOrder();
  // What the last action answered, for the entries it was made on: a fresh detail (live event,
  // refetch) replaces it.
  const [answered, setAnswered] = useState<{ state: JobClockState; base: TimeEntry[] } | null>(
    null,
  );
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const latest = answered?.base === job.timeEntries ? answered.state : null;
  const setLatest = (state: JobClockState) => setAnswered({ state, base: job.timeEntries });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const entries = latest?.timeEntries ?? job.timeEntries;
  const running = latest ? latest.runningClock : (myClock.data ?? null);
  const runningHere = running?.jobOrderId === job.id;
  const runningElsewhere = running !== null && !runningHere;
  const number = formatJobOrderNumber(job.number);

  const mode = clockMode(job.status);
  const jobs = [...job.jobs].sort((a, b) => a.position - b.position);
  const [diagnosing, setDiagnosing] = useState<string | null>(null);
  const diagnosedJob = jobs.find((candidate) => candidate.id === diagnosing) ?? jobs[0];
  const jobName = (jobId: string | null) =>
    jobs.find((candidate) => candidate.id === jobId)?.name ?? '';

  const act = (action: 'start' | 'stop') =>
    clock.mutate(
      {
        id: job.id,
        action,
        ...(action === 'start' && mode === 'diagnosis' ? { jobId: diagnosedJob?.id } : {}),
      },
      {
        onSuccess: (state) => {
          setLatest(state);
          showToast({
            color: 'teal',
            message:
              action === 'start' ? `Clock started on ${number}` : `Clock stopped on ${number}`,
          });
        },
        onError: (error) => notifyFailure('Error updating the clock', error),
      },
    );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-clock-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="job-clock-title">
          Clocked time
        </Title>
        {mayClock ? (
          runningHere ? (
            <Button
              color="red"
              leftSection={<IconClockStop size={18} aria-hidden />}
              loading={clock.isPending}
              onClick={() => act('stop')}
            >
              Stop clock
            </Button>
          ) : (
            <Group gap="xs" wrap="wrap">
              {mode === 'diagnosis' && jobs.length > 1 ? (
                <Select
                  aria-label="Job to diagnose"
                  size="sm"
                  allowDeselect={false}
                  data={jobs.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                  value={diagnosedJob?.id ?? null}
                  onChange={setDiagnosing}
                />
              ) : null}
              <Button
                leftSection={<IconClockPlay size={18} aria-hidden />}
                loading={clock.isPending}
                disabled={mode === null}
                title={
                  mode === null ? 'The clock runs only on a diagnosis or approved work' : undefined
                }
                onClick={() => act('start')}
              >
                {mode === 'diagnosis' ? 'Start diagnosis clock' : 'Start clock'}
              </Button>
            </Group>
          )
        ) : null}
      </Group>
      {mayClock && mode === 'diagnosis' && !runningHere ? (
        <Text size="sm" c="dimmed" mb="sm">
          Before approval the clock counts diagnosis time on {diagnosedJob?.name ?? 'a job'}.
        </Text>
      ) : null}
      {mayClock && runningElsewhere && running ? (
        <Text size="sm" c="dimmed" mb="sm">
          Your clock is running on {formatJobOrderNumber(running.number)}; starting here stops it.
        </Text>
      ) : null}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No time clocked yet.
        </Text>
      ) : (
        <ResponsiveTable
          label="Time clocked"
          rows={entries}
          rowKey={(entry) => entry.id}
          verticalSpacing="xs"
          columns={[
            {
              key: 'mechanic',
              header: 'Mechanic',
              kind: 'title',
              cell: (entry) => entry.mechanic.name,
            },
            jobs.length > 1 && {
              key: 'job',
              header: 'Job',
              priority: 3,
              cell: (entry) => jobName(entry.jobId),
            },
            {
              key: 'started',
              header: 'Started',
              cell: (entry) => formatDateTime(entry.startedAt, dates),
            },
            {
              key: 'stopped',
              header: 'Stopped',
              priority: 2,
              cell: (entry) => (entry.endedAt ? formatDateTime(entry.endedAt, dates) : 'Running'),
            },
            { key: 'time', header: 'Time', nowrap: true, cell: (entry) => duration(entry, now) },
            { key: 'note', header: 'Note', priority: 3, cell: (entry) => entry.note ?? '' },
            viewer.role === 'admin' && {
              key: 'correct',
              header: 'Correct',
              kind: 'actions',
              cell: (entry) => (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Correct ${entry.mechanic.name}'s entry started ${formatDateTime(entry.startedAt, dates)}`}
                  onClick={() => setEditing(entry)}
                >
                  Correct
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Correct time entry">
        {editing ? (
          <CorrectionForm
            key={editing.id}
            job={job}
            entry={editing}
            onClose={() => setEditing(null)}
            onSaved={(state) => {
              setLatest(state);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
