import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { InspectionTemplateView } from '@pitstop/domain/inspection-views';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useInspectionTemplates } from '../../../lib/api/list-inspection-templates.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteInspectionTemplate } from '../api/delete-inspection-template.ts';
import { useUpdateInspectionTemplate } from '../api/update-inspection-template.ts';
import { templateInputOfView } from '../template-values.ts';
import { InspectionTemplateForm } from './inspection-template-form.tsx';

const NEW = 'new';

/**
 * Settings → Inspection Templates: the shop's checklists with the default first, and one open
 * in the editor (`?template=<id>` or `?template=new`, so a reload keeps it open).
 */
export function InspectionTemplatesPage() {
  const dates = useDateFormat();
  const templates = useInspectionTemplates();
  const update = useUpdateInspectionTemplate();
  const remove = useDeleteInspectionTemplate();
  const [params, setParams] = useSearchParams();
  const [removing, setRemoving] = useState<InspectionTemplateView | null>(null);
  const editing = params.get('template');
  const edit = (id: string | null) =>
    setParams(id ? { template: id } : {}, { replace: false, preventScrollReset: false });

  if (templates.isPending) return <InlineLoading />;
  if (templates.isError) {
    return (
      <LoadFailure
        title="Could not load the inspection templates"
        error={templates.error}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  }
  const items = templates.data.items;

  if (editing) {
    const template = editing === NEW ? null : items.find((item) => item.id === editing);
    if (template === undefined) {
      return (
        <Stack gap="sm" align="flex-start">
          <Text>This template does not exist any more.</Text>
          <Button variant="default" onClick={() => edit(null)}>
            Back to the templates
          </Button>
        </Stack>
      );
    }
    return (
      <Card withBorder padding="md" component="section" aria-labelledby="template-editor">
        <Stack gap="md">
          <Title order={2} fz="lg" id="template-editor">
            {template ? `Edit ${template.name}` : 'New template'}
          </Title>
          <InspectionTemplateForm
            key={template?.id ?? NEW}
            template={template}
            onDone={() => edit(null)}
          />
        </Stack>
      </Card>
    );
  }

  const makeDefault = (template: InspectionTemplateView) =>
    update.mutate(
      { id: template.id, template: { ...templateInputOfView(template), isDefault: true } },
      {
        onSuccess: () =>
          showToast({ color: 'teal', message: `${template.name} is now the default template` }),
        onError: (cause) => notifyFailure('Could not change the default template', cause),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit(NEW)}>
          New template
        </Button>
      </Group>
      <ResponsiveTable
        label="Inspection templates"
        rows={items}
        rowKey={(template) => template.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            kind: 'title',
            cell: (template) => (
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {template.name}
                </Text>
                {template.isDefault ? <StatusBadge color="blue">Default</StatusBadge> : null}
              </Group>
            ),
          },
          {
            key: 'sections',
            header: 'Sections',
            priority: 2,
            cell: (template) => (
              <Text size="sm">{template.sections.map((section) => section.title).join(', ')}</Text>
            ),
          },
          {
            key: 'items',
            header: 'Items',
            align: 'right',
            cell: (template) => template.itemCount,
          },
          {
            key: 'changed',
            header: 'Changed',
            nowrap: true,
            priority: 3,
            cell: (template) => formatDateTime(template.updatedAt, dates),
          },
          {
            key: 'actions',
            header: 'Actions',
            kind: 'actions',
            cell: (template) => (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit ${template.name}`}
                  onClick={() => edit(template.id)}
                >
                  Edit
                </Button>
                {template.isDefault ? null : (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconStar size={14} aria-hidden />}
                      aria-label={`Make ${template.name} the default`}
                      loading={update.isPending && update.variables?.id === template.id}
                      onClick={() => makeDefault(template)}
                    >
                      Make default
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove ${template.name}`}
                      onClick={() => setRemoving(template)}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </Group>
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove template?"
        confirmLabel="Remove template"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast({ color: 'teal', message: `${removing.name} removed` });
              setRemoving(null);
            },
            onError: (cause) => {
              setRemoving(null);
              notifyFailure('Could not remove the template', cause);
            },
          });
        }}
      >
        <strong>{removing?.name}</strong> is no longer offered for new inspections. Inspections
        already made from it keep their items.
      </ConfirmDialog>
    </Stack>
  );
}
