import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type JobOrderJobInput,
  type JobOrderJobView,
  jobOrderJobInputSchema,
} from '@pitstop/domain/job-order-views';
import { useState } from 'react';
import { applyApiError, focusFirstError, issuesToErrors } from '../../../../lib/form-errors.ts';
import { showToast } from '../../../../lib/toast.ts';
import { useAddJob, useUpdateJob } from '../../api/job-order-lines.ts';

type Values = { name: string; complaint: string; cause: string; correction: string };

const fieldOrder = ['name', 'complaint', 'cause', 'correction'];

const valuesOf = (job: JobOrderJobView | null): Values => ({
  name: job?.name ?? '',
  complaint: job?.complaint ?? '',
  cause: job?.cause ?? '',
  correction: job?.correction ?? '',
});

const inputOf = (values: Values): JobOrderJobInput => ({
  name: values.name,
  complaint: values.complaint,
  cause: values.cause,
  correction: values.correction,
});

function JobForm({
  jobOrderId,
  job,
  onClose,
}: {
  jobOrderId: string;
  job: JobOrderJobView | null;
  onClose(): void;
}) {
  const add = useAddJob();
  const update = useUpdateJob();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(job),
    validate: (values) => {
      const checked = jobOrderJobInputSchema.safeParse(inputOf(values));
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });
  const busy = add.isPending || update.isPending;

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const done = {
        onSuccess: () => {
          showToast({ color: 'teal', message: job ? 'Job saved' : `${values.name.trim()} added` });
          onClose();
        },
        onError: (cause: unknown) => setError(applyApiError(form, cause, 'Please try again.')),
      };
      if (job) update.mutate({ id: jobOrderId, jobId: job.id, changes: inputOf(values) }, done);
      else add.mutate({ id: jobOrderId, job: inputOf(values) }, done);
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Job"
          description="A short name, such as Front brakes squeal"
          required
          data-autofocus
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Complaint"
          description="The concern in the customer's words"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('complaint')}
        />
        <Textarea
          label="Cause"
          description="What the inspection or diagnosis found"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('cause')}
        />
        <Textarea
          label="Correction"
          description="The work done to fix it"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('correction')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {job ? 'Save job' : 'Add job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add job, or Edit job: its name and the three Cs (complaint, cause, correction). */
export function JobDialog({
  jobOrderId,
  job,
  opened,
  onClose,
}: {
  jobOrderId: string;
  /** The job to edit; null adds one. */
  job: JobOrderJobView | null;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={job ? 'Edit job' : 'Add job'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <JobForm jobOrderId={jobOrderId} job={job} onClose={onClose} /> : null}
    </Modal>
  );
}
