import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat } from '@pitstop/domain/date-format';
import {
  type PayPeriod,
  type PeopleSettings,
  payPeriodLabels,
  payPeriods,
  peopleSettingsUpdateSchema,
} from '@pitstop/domain/timesheets';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, issuesToErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePeopleSettings, useUpdatePeopleSettings } from '../api/people-settings.ts';

type Values = Omit<PeopleSettings, 'comebackDays'> & { comebackDays: number | string };

/** The admin's pay period, overtime and comeback settings, on the Timesheets page. */
export function PeopleSettingsForm() {
  const settings = usePeopleSettings(true);
  if (settings.isPending) return <InlineLoading />;
  if (settings.isError) return null;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: PeopleSettings }) {
  const dates = useDateFormat();
  const update = useUpdatePeopleSettings();
  const [error, setError] = useState<string | null>(null);
  const toInput = (values: Values) => ({
    ...values,
    comebackDays: values.comebackDays === '' ? Number.NaN : Number(values.comebackDays),
  });
  const form = useForm<Values>({
    initialValues: settings,
    validate: (values) => {
      const checked = peopleSettingsUpdateSchema.safeParse(toInput(values));
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });
  const handleSubmit = form.onSubmit((values) => {
    setError(null);
    update.mutate(toInput(values), {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        showToast({ color: 'teal', message: 'Settings saved' });
      },
      onError: (cause) => setError(applyApiError(form, cause, 'Please try again.')),
    });
  });
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Timesheet settings">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <Select
            label="Pay period"
            allowDeselect={false}
            data={payPeriods.map((value) => ({ value, label: payPeriodLabels[value] }))}
            {...form.getInputProps('payPeriod')}
            onChange={(value) => form.setFieldValue('payPeriod', (value ?? 'weekly') as PayPeriod)}
          />
          <DatePickerInput
            label="Periods start from"
            description="Weekly and two-weekly periods"
            valueFormat={dateInputFormat(dates)}
            ariaLabels={calendarLabels}
            disabled={form.values.payPeriod === 'semimonthly'}
            {...form.getInputProps('payPeriodAnchor')}
          />
          <TextInput
            label="Overtime after (hours a week)"
            inputMode="decimal"
            {...form.getInputProps('overtimeWeeklyHours')}
          />
          <TextInput
            label="Overtime multiplier"
            inputMode="decimal"
            {...form.getInputProps('overtimeMultiplier')}
          />
          <NumberInput
            label="Comeback within (days)"
            min={1}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('comebackDays')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
