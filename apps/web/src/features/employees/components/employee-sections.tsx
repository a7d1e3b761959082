import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat, formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type EmployeeDetail,
  LAST_ADMIN_RULE,
  type PayType,
  payRateUnits,
  paySchema,
  payTypeLabels,
  payTypes,
  updateEmployeeSchema,
} from '@pitstop/domain/employees';
import { roleLabels, type StaffRole, staffRoles } from '@pitstop/domain/roles';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field.tsx';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, failureMessage, issuesToErrors } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useSetEmployeePay } from '../api/set-employee-pay.ts';
import { useChangeEmployeeRole, useUpdateEmployee } from '../api/update-employee.ts';

/** One titled card of the Employee page. */
export function EmployeeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type ProfileValues = {
  hireDate: string | null;
  calendarColor: string;
  phone: string;
  skills: string[];
};

/** Hire date, calendar colour, phone and skills: the admin edits them, others read them. */
export function ProfileSection({
  employee,
  canEdit,
}: {
  employee: EmployeeDetail;
  canEdit: boolean;
}) {
  const dates = useDateFormat();
  const update = useUpdateEmployee();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: {
      hireDate: employee.hireDate,
      calendarColor: employee.calendarColor ?? '',
      phone: employee.phone ?? '',
      skills: employee.skills,
    },
  });
  if (!canEdit) {
    return (
      <EmployeeSection title="Profile">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailField label="Hire date">
            {employee.hireDate ? formatCalendarDate(employee.hireDate, dates) : '—'}
          </DetailField>
          <DetailField label="Calendar colour">{employee.calendarColor ?? '—'}</DetailField>
          <DetailField label="Phone">{employee.phone ?? '—'}</DetailField>
          <DetailField label="Skills">
            {employee.skills.length > 0 ? employee.skills.join(', ') : '—'}
          </DetailField>
        </SimpleGrid>
      </EmployeeSection>
    );
  }
  return (
    <EmployeeSection title="Profile">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          const parsed = updateEmployeeSchema.safeParse({
            hireDate: values.hireDate || null,
            calendarColor: values.calendarColor || null,
            phone: values.phone,
            skills: values.skills,
          });
          if (!parsed.success) {
            form.setErrors(issuesToErrors(parsed.error.issues));
            return;
          }
          update.mutate(
            { id: employee.id, changes: parsed.data },
            {
              onSuccess: () => showToast({ color: 'teal', message: 'Profile saved' }),
              onError: (cause) =>
                setError(applyApiError(form, cause, 'Could not save the profile.')),
            },
          );
        })}
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DatePickerInput
              label="Hire date"
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the hire date' }}
              ariaLabels={calendarLabels}
              valueFormat={dateInputFormat(dates)}
              {...form.getInputProps('hireDate')}
            />
            <ColorInput
              label="Calendar colour"
              format="hex"
              placeholder="#1c7ed6"
              {...form.getInputProps('calendarColor')}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TagsInput
              label="Skills"
              placeholder="Type a skill and press Enter"
              {...form.getInputProps('skills')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </EmployeeSection>
  );
}

/** The admin changes a role; the workshop's last active admin stays admin (the server says so). */
export function RoleSection({ employee, canEdit }: { employee: EmployeeDetail; canEdit: boolean }) {
  const change = useChangeEmployeeRole();
  const [role, setRole] = useState<StaffRole>(employee.role);
  return (
    <EmployeeSection title="Role">
      {canEdit ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Role"
            data={staffRoles.map((value) => ({ value, label: roleLabels[value] }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as StaffRole)}
            w={220}
          />
          <Button
            disabled={role === employee.role}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { id: employee.id, role },
                {
                  onSuccess: () =>
                    showToast({
                      color: 'teal',
                      message: `${employee.name} is now ${roleLabels[role]}`,
                    }),
                  onError: (cause) => {
                    setRole(employee.role);
                    showToast({
                      color: 'red',
                      title: 'Could not change the role',
                      message: failureMessage(cause),
                    });
                  },
                },
              )
            }
          >
            Change role
          </Button>
        </Group>
      ) : (
        <Text>{roleLabels[employee.role]}</Text>
      )}
      {employee.role === 'admin' ? (
        <Text size="sm" c="dimmed">
          {LAST_ADMIN_RULE}
        </Text>
      ) : null}
    </EmployeeSection>
  );
}

type PayValues = { type: PayType | null; rate: string };

/** How they are paid: the admin sets it; the person reads their own. */
export function PaySection({ employee, canEdit }: { employee: EmployeeDetail; canEdit: boolean }) {
  const money = useFormatMoney();
  const setPay = useSetEmployeePay();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PayValues>({
    initialValues: { type: employee.pay?.type ?? null, rate: employee.pay?.rate ?? '' },
  });
  const current = employee.pay
    ? `${payTypeLabels[employee.pay.type]}: ${money(employee.pay.rate)} ${payRateUnits[employee.pay.type]}`
    : 'Not set';
  if (!canEdit) {
    return (
      <EmployeeSection title="Pay">
        <Text>{current}</Text>
      </EmployeeSection>
    );
  }
  const type = form.values.type;
  return (
    <EmployeeSection title="Pay">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          let pay: { type: PayType; rate: string } | null = null;
          if (values.type) {
            const parsed = paySchema.safeParse({ type: values.type, rate: values.rate });
            if (!parsed.success) {
              form.setErrors(issuesToErrors(parsed.error.issues));
              return;
            }
            pay = parsed.data;
          }
          setPay.mutate(
            { id: employee.id, pay },
            {
              onSuccess: (saved) => {
                form.setValues({ type: saved.pay?.type ?? null, rate: saved.pay?.rate ?? '' });
                showToast({ color: 'teal', message: 'Pay saved' });
              },
              onError: (cause) => setError(applyApiError(form, cause, 'Could not save the pay.')),
            },
          );
        })}
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Pay type"
              placeholder="Not set"
              clearable
              data={payTypes.map((value) => ({ value, label: payTypeLabels[value] }))}
              {...form.getInputProps('type')}
            />
            <TextInput
              label="Rate"
              inputMode="decimal"
              disabled={!type}
              description={type ? payRateUnits[type] : 'Choose a pay type first'}
              {...form.getInputProps('rate')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={setPay.isPending}>
              Save pay
            </Button>
          </Group>
        </Stack>
      </form>
    </EmployeeSection>
  );
}
