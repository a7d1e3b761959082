import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { CannedJob } from '@pitstop/domain/job-order-views';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCannedJobs, useDeleteCannedJob, useUpdateCannedJob } from '../api/canned-jobs.ts';
import { CannedJobDialog } from './canned-jobs-dialog.tsx';

type Editing = { cannedJob: CannedJob | null } | null;

/**
 * Canned jobs: saved sets of lines ("Brake pads — front") the desk adds to a job order in one
 * click. Admins add, edit, deactivate and delete them; the rest of the staff read the list.
 */
export function CannedJobsPage({ canManage }: { canManage: boolean }) {
  const cannedJobs = useCannedJobs({ activeOnly: false });
  const update = useUpdateCannedJob();
  const remove = useDeleteCannedJob();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedJob | null>(null);
  const currency = cannedJobs.data?.currency ?? 'USD';
  const money = useFormatMoney(currency);
  const items = cannedJobs.data?.items ?? [];

  const setActive = (cannedJob: CannedJob, active: boolean) =>
    update.mutate(
      // The PATCH replaces the whole canned job: it is sent back with only `active` changed.
      {
        id: cannedJob.id,
        changes: {
          name: cannedJob.name,
          description: cannedJob.description,
          lines: cannedJob.lines,
          active,
        },
      },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: `${cannedJob.name} ${active ? 'activated' : 'deactivated'}`,
          }),
        onError: (cause) => notifyFailure('Could not change the canned job', cause),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1}>Canned jobs</Title>
          <Text c="dimmed" size="sm">
            Saved sets of lines, added to a job order in one click.
          </Text>
        </div>
        {canManage ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ cannedJob: null })}
          >
            Add canned job
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        {cannedJobs.isPending ? (
          <InlineLoading />
        ) : cannedJobs.isError ? (
          <LoadFailure
            title="Could not load the canned jobs"
            error={cannedJobs.error}
            onRetry={() => void cannedJobs.refetch()}
            retrying={cannedJobs.isFetching}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" p="md">
            No canned jobs yet.
          </Text>
        ) : (
          <ResponsiveTable
            label="Canned jobs"
            rows={items}
            rowKey={(cannedJob) => cannedJob.id}
            rowProps={() => ({ 'data-testid': 'canned-job-row' })}
            columns={[
              {
                key: 'name',
                header: 'Name',
                kind: 'title',
                cell: (cannedJob) => (
                  <>
                    <Text size="sm" fw={500}>
                      {cannedJob.name}
                    </Text>
                    {cannedJob.description ? (
                      <Text size="xs" c="dimmed">
                        {cannedJob.description}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'lines',
                header: 'Lines',
                align: 'right',
                priority: 2,
                cell: (cannedJob) => cannedJob.lines.length,
              },
              {
                key: 'total',
                header: 'Total',
                align: 'right',
                nowrap: true,
                cell: (cannedJob) => money(cannedJob.total),
              },
              {
                key: 'status',
                header: 'Status',
                nowrap: true,
                cell: (cannedJob) => (
                  <StatusBadge color={cannedJob.active ? 'teal' : 'gray'}>
                    {cannedJob.active ? 'Active' : 'Inactive'}
                  </StatusBadge>
                ),
              },
              canManage && {
                key: 'actions',
                header: 'Actions',
                kind: 'actions',
                cell: (cannedJob) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setEditing({ cannedJob })}>
                      Edit
                    </Button>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`More actions for ${cannedJob.name}`}
                        >
                          <IconDots size={16} aria-hidden />
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setActive(cannedJob, !cannedJob.active)}>
                          {cannedJob.active ? 'Deactivate' : 'Activate'}
                        </Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeleting(cannedJob)}>
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      {canManage ? (
        <>
          <CannedJobDialog
            opened={editing !== null}
            cannedJob={editing?.cannedJob ?? null}
            laborRate={cannedJobs.data?.laborRate ?? ''}
            currency={currency}
            onClose={() => setEditing(null)}
          />
          <ConfirmDialog
            opened={deleting !== null}
            title="Delete canned job?"
            confirmLabel="Delete"
            busy={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  showToast({ color: 'teal', message: `${deleting.name} deleted` });
                  setDeleting(null);
                },
                onError: (cause) => notifyFailure('Could not delete the canned job', cause),
              });
            }}
          >
            <strong>{deleting?.name}</strong> is deleted. Job orders it was added to keep their
            lines.
          </ConfirmDialog>
        </>
      ) : null}
    </Stack>
  );
}
