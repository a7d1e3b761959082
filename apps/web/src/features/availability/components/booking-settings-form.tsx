import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type BookingSettings, bookingSettingsSchema } from '@pitstop/domain/booking-settings';
import { useState } from 'react';
import { applyApiError, focusFirstError, notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBookingSettings } from '../api/get-booking-settings.ts';
import { useUpdateBookingSettings } from '../api/update-booking-settings.ts';

type Values = Omit<BookingSettings, 'slotMinutes' | 'bufferMinutes' | 'noticeMinutes'> & {
  slotMinutes: string;
  bufferMinutes: number | string;
  noticeMinutes: number | string;
  horizonDays: number | string;
  cutoffHours: number | string;
};
const order = [
  'onlineBookingEnabled',
  'onlineBookingAutoConfirm',
  'slotMinutes',
  'bufferMinutes',
  'noticeMinutes',
  'horizonDays',
  'cutoffHours',
] as const;

function toSettings(values: Values): unknown {
  const number = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    ...values,
    slotMinutes: Number(values.slotMinutes),
    bufferMinutes: number(values.bufferMinutes),
    noticeMinutes: number(values.noticeMinutes),
    horizonDays: number(values.horizonDays),
    cutoffHours: number(values.cutoffHours),
  };
}

function SettingsForm({ settings }: { settings: BookingSettings }) {
  const update = useUpdateBookingSettings();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { ...settings, slotMinutes: String(settings.slotMinutes) },
    validate: (values) =>
      schemaResolver(bookingSettingsSchema, { sync: true })(toSettings(values) as BookingSettings),
  });
  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      update.mutate(bookingSettingsSchema.parse(toSettings(values)), {
        onSuccess: () => showToast({ color: 'teal', message: 'Booking settings saved' }),
        onError: (cause) => {
          setError(applyApiError(form, cause, 'Please try again.'));
          notifyFailure('Error saving booking settings', cause);
        },
      });
    },
    (errors) => focusFirstError(form, errors, order),
  );
  const number = { clampBehavior: 'none' as const, allowDecimal: false, allowNegative: false };
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Booking settings">
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Switch
          label="Online booking"
          description="Car owners can book a service online"
          key={form.key('onlineBookingEnabled')}
          {...form.getInputProps('onlineBookingEnabled', { type: 'checkbox' })}
        />
        <Switch
          label="Confirm online bookings at once"
          description="Off: they wait as pending until staff confirm them"
          key={form.key('onlineBookingAutoConfirm')}
          {...form.getInputProps('onlineBookingAutoConfirm', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Slot length (min)"
            description="Start times are offered this far apart"
            allowDeselect={false}
            data={['5', '10', '15', '20', '30', '60']}
            key={form.key('slotMinutes')}
            {...form.getInputProps('slotMinutes')}
          />
          <NumberInput
            label="Buffer between jobs (min)"
            min={0}
            {...number}
            key={form.key('bufferMinutes')}
            {...form.getInputProps('bufferMinutes')}
          />
          <NumberInput
            label="Minimum notice (min)"
            description="How soon an online booking may start"
            min={0}
            {...number}
            key={form.key('noticeMinutes')}
            {...form.getInputProps('noticeMinutes')}
          />
          <NumberInput
            label="Booking horizon (days)"
            description="How far ahead car owners may book"
            min={1}
            {...number}
            key={form.key('horizonDays')}
            {...form.getInputProps('horizonDays')}
          />
          <NumberInput
            label="Change cut-off (hours)"
            description="Car owners reschedule or cancel until this long before"
            min={0}
            {...number}
            key={form.key('cutoffHours')}
            {...form.getInputProps('cutoffHours')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save booking settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The shop's online booking rules (admin). */
export function BookingSettingsSection() {
  const settings = useBookingSettings(true);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="booking-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="booking-settings-heading">
          Online booking
        </Title>
        {settings.isPending ? (
          <Text c="dimmed" role="status">
            Loading booking settings...
          </Text>
        ) : settings.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Group gap="sm">
              <Text size="sm">Error loading booking settings: {settings.error.message}</Text>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => settings.refetch()}
              >
                Try again
              </Button>
            </Group>
          </Alert>
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
