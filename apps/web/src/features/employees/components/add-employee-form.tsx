import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat } from '@pitstop/domain/date-format';
import {
  createEmployeeSchema,
  type EmployeeDetail,
  type PayType,
  payRateUnits,
  payTypeLabels,
  payTypes,
} from '@pitstop/domain/employees';
import { roleLabels, type StaffRole, staffRoles } from '@pitstop/domain/roles';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels, FormSection } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { useCreateEmployee } from '../api/create-employee.ts';

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const payOptions = payTypes.map((type) => ({ value: type, label: payTypeLabels[type] }));

type Values = {
  fullName: string;
  email: string;
  role: StaffRole;
  phone: string;
  hireDate: string | null;
  payType: PayType | null;
  payRate: string;
  skills: string[];
  certifications: { key: string; name: string; expiresOn: string | null }[];
};

const FIELD_ORDER = ['fullName', 'email', 'role', 'phone', 'hireDate', 'payType', 'payRate'];

/** The form's values as the API takes them (the schema checks them). */
function inputOf(values: Values) {
  return {
    fullName: values.fullName,
    email: values.email,
    role: values.role,
    phone: values.phone,
    hireDate: values.hireDate || null,
    pay: values.payType ? { type: values.payType, rate: values.payRate } : null,
    skills: values.skills,
    certifications: values.certifications.map(({ name, expiresOn }) => ({
      name,
      expiresOn: expiresOn || null,
    })),
  };
}

/** A schema issue's place in the form: the rate under Rate, a certification under its row. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === 'pay') return second === 'type' ? 'payType' : 'payRate';
  if (first === 'certifications' && second !== undefined && third)
    return `certifications.${second}.${third}`;
  return first ?? '';
}

/**
 * Add New Employee (issue 24): name, e-mail, role, phone, hire date, pay, skills and
 * certifications. Saving sends the invitation; the person is on the list at once as "invited".
 */
export function AddEmployeeForm({ onAdded }: { onAdded(employee: EmployeeDetail): void }) {
  const dates = useDateFormat();
  const create = useCreateEmployee();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      fullName: '',
      email: '',
      role: 'mechanic',
      phone: '',
      hireDate: null,
      payType: null,
      payRate: '',
      skills: [],
      certifications: [],
    },
  });

  const submit = (values: Values) => {
    setError(null);
    const input = inputOf(values);
    const parsed = createEmployeeSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field && !errors[field]) errors[field] = issue.message;
      }
      form.setErrors(errors);
      focusFirstError(form, errors, [...FIELD_ORDER, ...Object.keys(errors)]);
      return;
    }
    create.mutate(input, {
      onSuccess: onAdded,
      onError: (cause) =>
        setError(applyApiError(form, cause, 'Could not add the employee. Please try again.')),
    });
  };

  const payType = form.values.payType;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={880}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="lg">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <FormSection title="Person">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Full name"
                required
                autoComplete="off"
                {...form.getInputProps('fullName')}
              />
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="off"
                description="The invitation is sent here"
                {...form.getInputProps('email')}
              />
              <Select
                label="Role"
                required
                data={roleOptions}
                allowDeselect={false}
                {...form.getInputProps('role')}
              />
              <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
              <DatePickerInput
                label="Hire date"
                clearable
                clearButtonProps={{ 'aria-label': 'Clear the hire date' }}
                ariaLabels={calendarLabels}
                valueFormat={dateInputFormat(dates)}
                {...form.getInputProps('hireDate')}
              />
            </SimpleGrid>
          </FormSection>
          <FormSection title="Pay">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Pay type"
                placeholder="Not set"
                clearable
                data={payOptions}
                {...form.getInputProps('payType')}
              />
              <TextInput
                label="Rate"
                inputMode="decimal"
                disabled={!payType}
                description={payType ? payRateUnits[payType] : 'Choose a pay type first'}
                {...form.getInputProps('payRate')}
              />
            </SimpleGrid>
          </FormSection>
          <FormSection title="Skills and certifications">
            <TagsInput
              label="Skills"
              placeholder="Type a skill and press Enter"
              {...form.getInputProps('skills')}
            />
            <Stack gap="xs">
              {form.values.certifications.map((certification, index) => (
                <Group key={certification.key} align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label="Certification"
                    placeholder="e.g. ASE A5"
                    style={{ flex: '1 1 200px' }}
                    {...form.getInputProps(`certifications.${index}.name`)}
                  />
                  <DatePickerInput
                    label="Expires on"
                    clearable
                    clearButtonProps={{ 'aria-label': 'Clear the expiry date' }}
                    ariaLabels={calendarLabels}
                    valueFormat={dateInputFormat(dates)}
                    style={{ flex: '1 1 160px' }}
                    {...form.getInputProps(`certifications.${index}.expiresOn`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={{ base: 0, xs: 28 }}
                    aria-label={`Remove certification ${index + 1}`}
                    onClick={() => form.removeListItem('certifications', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() =>
                    form.insertListItem('certifications', {
                      key: crypto.randomUUID(),
                      name: '',
                      expiresOn: null,
                    })
                  }
                >
                  Add certification
                </Button>
              </Group>
            </Stack>
          </FormSection>
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              They get an email with a link to sign up or sign in and join your workshop.
            </Text>
            <Button type="submit" loading={create.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
