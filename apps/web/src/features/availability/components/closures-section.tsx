import '@mantine/dates/styles.css';
import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type Closure, closureInputSchema } from '@pitstop/domain/availability';
import { dateInputFormat } from '@pitstop/domain/date-format';
import { IconCalendar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateClosure } from '../api/create-closure.ts';
import { useDeleteClosure } from '../api/delete-closure.ts';

type Values = { name: string; startsOn: string | null; endsOn: string | null };
const order = ['name', 'startsOn', 'endsOn'] as const;

function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.startsOn) errors.startsOn = 'Choose the first day';
  if (!values.endsOn) errors.endsOn = 'Choose the last day';
  const parsed = closureInputSchema.safeParse({
    name: values.name,
    startsOn: values.startsOn ?? '',
    endsOn: values.endsOn ?? '',
  });
  return parsed.success ? errors : { ...issuesToErrors(parsed.error.issues), ...errors };
}

function ClosureForm() {
  const dates = useDateFormat();
  const create = useCreateClosure();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { name: '', startsOn: null, endsOn: null },
    validate,
  });
  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      create.mutate(
        { name: values.name, startsOn: values.startsOn ?? '', endsOn: values.endsOn ?? '' },
        {
          onSuccess: () => {
            showToast({ color: 'teal', message: 'Closure added successfully' });
            form.reset();
          },
          onError: (cause) => {
            setError(applyApiError(form, cause, 'Please try again.'));
            notifyFailure('Error saving closure', cause);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors, order),
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Add a closure">
      <Stack gap="xs">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Name"
            placeholder="e.g. Christmas"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
            w={220}
          />
          <DatePickerInput
            label="First day"
            required
            valueFormat={dateInputFormat(dates)}
            firstDayOfWeek={1}
            ariaLabels={calendarLabels}
            leftSection={<IconCalendar size={16} aria-hidden />}
            key={form.key('startsOn')}
            {...form.getInputProps('startsOn')}
            w={160}
          />
          <DatePickerInput
            label="Last day"
            required
            valueFormat={dateInputFormat(dates)}
            firstDayOfWeek={1}
            ariaLabels={calendarLabels}
            leftSection={<IconCalendar size={16} aria-hidden />}
            key={form.key('endsOn')}
            {...form.getInputProps('endsOn')}
            w={160}
          />
          <Button type="submit" mt={25} loading={create.isPending}>
            Add closure
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Holidays and other days the whole shop is closed, with a name; admins add and remove them. */
export function ClosuresSection({ closures, canEdit }: { closures: Closure[]; canEdit: boolean }) {
  const remove = useDeleteClosure();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="closures-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="closures-heading">
          Closures
        </Title>
        {closures.length === 0 ? (
          <Text c="dimmed" size="sm">
            No closures coming up.
          </Text>
        ) : (
          <Box maw={640}>
            <ResponsiveTable
              label="Closures"
              rows={closures}
              rowKey={(closure) => closure.id}
              columns={[
                { key: 'name', header: 'Name', kind: 'title', cell: (closure) => closure.name },
                {
                  key: 'startsOn',
                  header: 'First day',
                  nowrap: true,
                  cell: (closure) => closure.startsOn,
                },
                {
                  key: 'endsOn',
                  header: 'Last day',
                  nowrap: true,
                  cell: (closure) => closure.endsOn,
                },
                canEdit && {
                  key: 'actions',
                  header: 'Actions',
                  kind: 'actions',
                  cell: (closure) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove closure ${closure.name}`}
                      loading={remove.isPending && remove.variables === closure.id}
                      onClick={() =>
                        remove.mutate(closure.id, {
                          onSuccess: () => showToast({ color: 'teal', message: 'Closure removed' }),
                          onError: (cause) => notifyFailure('Error removing closure', cause),
                        })
                      }
                    >
                      Remove
                    </Button>
                  ),
                },
              ]}
            />
          </Box>
        )}
        {canEdit ? <ClosureForm /> : null}
      </Stack>
    </Paper>
  );
}
