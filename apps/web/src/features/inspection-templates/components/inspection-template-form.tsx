import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { InspectionTemplateView } from '@pitstop/domain/inspection-views';
import {
  type InspectionItemKind,
  inspectionItemKindLabels,
  inspectionItemKinds,
  type MeasurementUnit,
  measurementUnitLabels,
  measurementUnits,
} from '@pitstop/domain/inspections';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage, focusFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateInspectionTemplate } from '../api/create-inspection-template.ts';
import { useUpdateInspectionTemplate } from '../api/update-inspection-template.ts';
import {
  emptyItem,
  emptySection,
  type TemplateValues,
  templateErrorsOfProblem,
  templateFieldOrder,
  templateInputOf,
  templateValuesOf,
  validateTemplateValues,
} from '../template-values.ts';

const kindOptions = inspectionItemKinds.map((kind) => ({
  value: kind,
  label: inspectionItemKindLabels[kind],
}));
const unitOptions = [
  { value: '', label: 'Choose a unit', disabled: true },
  ...measurementUnits.map((unit) => ({ value: unit, label: measurementUnitLabels[unit] })),
];

/** Up, down and remove for one row; each names what it moves so a screen reader can tell them. */
function RowTools({
  name,
  first,
  last,
  onMove,
  onRemove,
  removable,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove(offset: -1 | 1): void;
  onRemove(): void;
  removable: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Remove ${name}`}
        disabled={!removable}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * A template's name, whether it is the default, and its sections of items (label, kind of
 * answer, unit of a measurement), in the order the mechanic goes through them. Checked with the
 * domain's template rules before it is sent; the server's messages land under their fields.
 */
export function InspectionTemplateForm({
  template,
  onDone,
}: {
  template: InspectionTemplateView | null;
  onDone(): void;
}) {
  const create = useCreateInspectionTemplate();
  const update = useUpdateInspectionTemplate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TemplateValues>({
    initialValues: templateValuesOf(template),
    validate: validateTemplateValues,
  });
  const { sections } = form.values;
  const busy = create.isPending || update.isPending;

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = templateInputOf(values);
      const saved = (view: InspectionTemplateView) => {
        showToast({ color: 'teal', message: `${view.name} saved` });
        onDone();
      };
      const failed = (cause: unknown) => {
        const errors = cause instanceof ApiError ? templateErrorsOfProblem(cause.problem) : {};
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          focusFirstError(form, errors, templateFieldOrder(values));
        } else {
          setError(failureMessage(cause, 'The template could not be saved. Please try again.'));
        }
      };
      if (template) {
        update.mutate({ id: template.id, template: input }, { onSuccess: saved, onError: failed });
      } else {
        create.mutate(input, { onSuccess: saved, onError: failed });
      }
    },
    (errors) => focusFirstError(form, errors, templateFieldOrder(form.getValues())),
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Inspection template">
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label="Template name" required maxLength={80} {...form.getInputProps('name')} />
        <Switch
          label="Default template"
          description="New inspections start from it unless someone picks another"
          disabled={template?.isDefault}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        {typeof form.errors.sections === 'string' ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.sections}
          </Text>
        ) : null}
        {sections.map((section, sectionIndex) => {
          const sectionPath = `sections.${sectionIndex}`;
          const sectionName = `section ${section.title || sectionIndex + 1}`;
          return (
            <Fieldset key={section.uid} legend={`Section ${sectionIndex + 1}`} radius="md">
              <Stack gap="sm">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Section title"
                    required
                    maxLength={60}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`${sectionPath}.title`)}
                  />
                  <RowTools
                    name={sectionName}
                    first={sectionIndex === 0}
                    last={sectionIndex === sections.length - 1}
                    removable={sections.length > 1}
                    onMove={(offset) =>
                      form.reorderListItem('sections', {
                        from: sectionIndex,
                        to: sectionIndex + offset,
                      })
                    }
                    onRemove={() => form.removeListItem('sections', sectionIndex)}
                  />
                </Group>
                {section.items.map((item, itemIndex) => {
                  const itemPath = `${sectionPath}.items.${itemIndex}`;
                  const itemName = `item ${item.label || itemIndex + 1}`;
                  return (
                    <Stack
                      key={item.uid}
                      gap={6}
                      role="group"
                      aria-label={`Item ${itemIndex + 1} of section ${sectionIndex + 1}`}
                      pl="sm"
                      style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
                    >
                      <Group gap="xs" align="flex-end" wrap="nowrap">
                        <TextInput
                          label="Item"
                          required
                          maxLength={80}
                          style={{ flex: 1 }}
                          {...form.getInputProps(`${itemPath}.label`)}
                        />
                        <RowTools
                          name={itemName}
                          first={itemIndex === 0}
                          last={itemIndex === section.items.length - 1}
                          removable={section.items.length > 1}
                          onMove={(offset) =>
                            form.reorderListItem(`${sectionPath}.items`, {
                              from: itemIndex,
                              to: itemIndex + offset,
                            })
                          }
                          onRemove={() => form.removeListItem(`${sectionPath}.items`, itemIndex)}
                        />
                      </Group>
                      <Group gap="xs" grow>
                        <NativeSelect
                          label="Answer"
                          data={kindOptions}
                          {...form.getInputProps(`${itemPath}.kind`)}
                          onChange={(event) => {
                            const kind = event.currentTarget.value as InspectionItemKind;
                            form.setFieldValue(`${itemPath}.kind`, kind);
                            if (kind !== 'measurement')
                              form.setFieldValue(`${itemPath}.unit`, null);
                          }}
                        />
                        {item.kind === 'measurement' ? (
                          <NativeSelect
                            label="Unit"
                            required
                            data={unitOptions}
                            {...form.getInputProps(`${itemPath}.unit`)}
                            value={item.unit ?? ''}
                            onChange={(event) =>
                              form.setFieldValue(
                                `${itemPath}.unit`,
                                (event.currentTarget.value || null) as MeasurementUnit | null,
                              )
                            }
                          />
                        ) : null}
                      </Group>
                    </Stack>
                  );
                })}
                <Group>
                  <Button
                    variant="light"
                    size="sm"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => form.insertListItem(`${sectionPath}.items`, emptyItem())}
                  >
                    Add item to section {sectionIndex + 1}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('sections', emptySection())}
          >
            Add section
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save template
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
