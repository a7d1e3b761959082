import '@mantine/dates/styles.css';
import { Divider, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MIN_DATE_OF_BIRTH, type PreferredContact } from '@pitstop/domain/clients';
import { dateInputFormat } from '@pitstop/domain/date-format';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useDateFormat } from '../../lib/dates.tsx';

/**
 * The client record's fields (spec §3), shared by the staff client dialog and the car owner's
 * Edit Profile so both read and validate alike. `form` is a Mantine form holding these names.
 */
export type FieldBinder = {
  key(path: string): string;
  getInputProps(path: string): GetInputPropsReturnType;
};

export const preferredContactLabels: Record<PreferredContact, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

const contactOptions = Object.entries(preferredContactLabels).map(([value, label]) => ({
  value,
  label,
}));

/** Names for the date pickers' controls, which are icons only. */
export const calendarLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Divider
        label={
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {title}
          </Title>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}

/** Full Name, Email, Phone, (Company, Tax ID for staff), Date of Birth, Preferred contact. */
export function BasicFields({ form, business }: { form: FieldBinder; business: boolean }) {
  const dates = useDateFormat();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <TextInput
        label="Full Name"
        required
        autoComplete="off"
        data-autofocus
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        {business ? (
          <>
            <TextInput
              label="Company"
              key={form.key('company')}
              {...form.getInputProps('company')}
            />
            <TextInput label="Tax ID" key={form.key('taxId')} {...form.getInputProps('taxId')} />
          </>
        ) : null}
        <DatePickerInput
          label="Date of Birth"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the date' }}
          minDate={MIN_DATE_OF_BIRTH}
          maxDate={today}
          defaultLevel="decade"
          ariaLabels={calendarLabels}
          valueFormat={dateInputFormat(dates)}
          leftSection={<IconCalendar size={16} aria-hidden />}
          key={form.key('dateOfBirth')}
          {...form.getInputProps('dateOfBirth')}
        />
        <Select
          label="Preferred contact"
          placeholder="Not set"
          clearable
          data={contactOptions}
          key={form.key('preferredContact')}
          {...form.getInputProps('preferredContact')}
        />
      </SimpleGrid>
    </>
  );
}

export function AddressFields({ form }: { form: FieldBinder }) {
  return (
    <>
      <TextInput label="Address" key={form.key('address')} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="City" key={form.key('city')} {...form.getInputProps('city')} />
        <TextInput label="State" key={form.key('state')} {...form.getInputProps('state')} />
        <TextInput
          label="Postal code"
          key={form.key('postalCode')}
          {...form.getInputProps('postalCode')}
        />
        <TextInput label="Country" key={form.key('country')} {...form.getInputProps('country')} />
      </SimpleGrid>
    </>
  );
}

export function EmergencyContactFields({ form }: { form: FieldBinder }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label="Emergency contact name"
        key={form.key('emergencyContactName')}
        {...form.getInputProps('emergencyContactName')}
      />
      <TextInput
        label="Emergency contact phone"
        type="tel"
        key={form.key('emergencyContactPhone')}
        {...form.getInputProps('emergencyContactPhone')}
      />
      <TextInput
        label="Relation"
        key={form.key('emergencyContactRelation')}
        {...form.getInputProps('emergencyContactRelation')}
      />
    </SimpleGrid>
  );
}
