import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dateInputFormat, formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type Certification,
  certificationInputSchema,
  type EmployeeDetail,
} from '@pitstop/domain/employees';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { applyApiError, issuesToErrors, notifyFailure } from '../../../lib/form-errors.ts';
import {
  useAddCertification,
  useChangeCertification,
  useRemoveCertification,
} from '../api/certifications.ts';
import { CertificationFlag } from './employee-badges.tsx';
import { EmployeeSection } from './employee-sections.tsx';

type Values = { name: string; expiresOn: string | null };

/** A certification's name and expiry, to add one or change one. */
function CertificationForm({
  employeeId,
  certification,
  onDone,
}: {
  employeeId: string;
  certification?: Certification;
  onDone(): void;
}) {
  const dates = useDateFormat();
  const add = useAddCertification();
  const change = useChangeCertification();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: certification?.name ?? '',
      expiresOn: certification?.expiresOn ?? null,
    },
  });
  const busy = add.isPending || change.isPending;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        const parsed = certificationInputSchema.safeParse({
          name: values.name,
          expiresOn: values.expiresOn || null,
        });
        if (!parsed.success) {
          form.setErrors(issuesToErrors(parsed.error.issues));
          return;
        }
        const handlers = {
          onSuccess: () => {
            form.reset();
            onDone();
          },
          onError: (cause: unknown) =>
            setError(applyApiError(form, cause, 'Could not save the certification.')),
        };
        if (certification) {
          change.mutate(
            { id: employeeId, certificationId: certification.id, certification: parsed.data },
            handlers,
          );
        } else {
          add.mutate({ id: employeeId, certification: parsed.data }, handlers);
        }
      })}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Certification"
          placeholder="e.g. ASE A5"
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('name')}
        />
        <DatePickerInput
          label="Expires on"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the expiry date' }}
          ariaLabels={calendarLabels}
          valueFormat={dateInputFormat(dates)}
          style={{ flex: '1 1 160px' }}
          {...form.getInputProps('expiresOn')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button type="submit" loading={busy}>
            {certification ? 'Save' : 'Add certification'}
          </Button>
          {certification ? (
            <Button variant="default" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
    </form>
  );
}

/** Certifications with their expiry, flagged within 30 days or expired; the admin edits them. */
export function CertificationsSection({
  employee,
  canEdit,
}: {
  employee: EmployeeDetail;
  canEdit: boolean;
}) {
  const dates = useDateFormat();
  const remove = useRemoveCertification();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <EmployeeSection title="Certifications">
      {employee.certifications.length === 0 ? (
        <Text c="dimmed">No certifications yet.</Text>
      ) : (
        <Stack gap="xs">
          {employee.certifications.map((certification) =>
            editing === certification.id ? (
              <CertificationForm
                key={certification.id}
                employeeId={employee.id}
                certification={certification}
                onDone={() => setEditing(null)}
              />
            ) : (
              <Group
                key={certification.id}
                justify="space-between"
                wrap="nowrap"
                data-testid="certification"
              >
                <Stack gap={2}>
                  <Text fw={500}>{certification.name}</Text>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {certification.expiresOn
                        ? `Expires ${formatCalendarDate(certification.expiresOn, dates)}`
                        : 'Does not expire'}
                    </Text>
                    <CertificationFlag certification={certification} />
                  </Group>
                </Stack>
                {canEdit ? (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${certification.name}`}
                      onClick={() => setEditing(certification.id)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${certification.name}`}
                      loading={
                        remove.isPending && remove.variables?.certificationId === certification.id
                      }
                      onClick={() =>
                        remove.mutate(
                          { id: employee.id, certificationId: certification.id },
                          {
                            onError: (cause) =>
                              notifyFailure('Could not remove the certification', cause),
                          },
                        )
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ) : null}
              </Group>
            ),
          )}
        </Stack>
      )}
      {canEdit ? <CertificationForm employeeId={employee.id} onDone={() => undefined} /> : null}
    </EmployeeSection>
  );
}
