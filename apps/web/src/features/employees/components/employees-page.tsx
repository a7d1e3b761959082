import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type EmployeeListSort,
  type EmployeeSummary,
  employeeStatuses,
  employeeStatusLabels,
  payRateUnits,
  payTypeLabels,
} from '@pitstop/domain/employees';
import { roleLabels, staffRoles } from '@pitstop/domain/roles';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChoiceFilter, SearchFilter, StatusFilter } from '../../../components/list-filters.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useListFilters } from '../../../lib/filters-in-address.ts';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useResendInvitation, useRevokeInvitation } from '../api/employee-invitation.ts';
import { type EmployeeFilters, useEmployees } from '../api/list-employees.ts';
import { CertificationFlags, EmployeeStatusBadge } from './employee-badges.tsx';

/** Where the Employee page of a person is: by account once they have one (ADR 044). */
export function employeePath(employee: Pick<EmployeeSummary, 'id' | 'userId'>): string {
  return `/admin/employees/${employee.userId ?? employee.id}`;
}

/**
 * Employee List (issue 24): every staff member and open invitation, searched by name or e-mail,
 * filtered by role and status, sorted; pay for admins; Resend and Revoke on invitations.
 */
export function EmployeesPage({
  canWrite,
  initialFilters,
  onFiltersChange,
}: {
  canWrite: boolean;
  initialFilters: EmployeeFilters;
  onFiltersChange(filters: EmployeeFilters): void;
}) {
  const dates = useDateFormat();
  const money = useFormatMoney();
  const { searchBox, filters, choose, bind } = useListFilters(initialFilters, onFiltersChange);
  const employees = useEmployees(filters);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<EmployeeSummary | null>(null);
  const filtered = filters.search.trim() !== '' || filters.role !== null || filters.status !== null;

  const onSort = (column: EmployeeListSort) =>
    choose(
      column === filters.sort
        ? { order: filters.order === 'asc' ? 'desc' : 'asc' }
        : { sort: column, order: 'asc' },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Employee List</Title>
        {canWrite ? (
          <Button
            component={Link}
            to="/admin/employees/new"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add New Employee
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchFilter placeholder="Name or email" {...searchBox} w={240} />
        <ChoiceFilter
          label="Role"
          allLabel="All roles"
          options={staffRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
          {...bind('role')}
          w={170}
        />
        <StatusFilter
          options={employeeStatuses.map((status) => ({
            value: status,
            label: employeeStatusLabels[status],
          }))}
          {...bind('status')}
          w={170}
        />
      </Group>
      {employees.isError && !employees.data ? (
        <LoadFailure
          title="Could not load the employees"
          error={employees.error}
          onRetry={() => void employees.refetch()}
          retrying={employees.isFetching}
        />
      ) : (
        <ResponsiveTable<EmployeeSummary, EmployeeListSort>
          label="Employees"
          rows={employees.data?.items ?? []}
          loading={employees.isPending}
          busy={employees.isPlaceholderData}
          rowKey={(employee) => employee.id}
          empty={filtered ? 'No employees match these filters.' : 'No employees yet.'}
          rowProps={(employee) => ({
            'data-testid': 'employee-row',
            'data-status': employee.status,
          })}
          sort={{ sort: filters.sort, order: filters.order, onSort }}
          columns={[
            {
              key: 'name',
              header: 'Name',
              kind: 'title',
              sort: 'name',
              cell: (employee) => (
                <Stack gap={4}>
                  <Anchor component={Link} to={employeePath(employee)} fw={600}>
                    {employee.name}
                  </Anchor>
                  <CertificationFlags certifications={employee.certifications} />
                </Stack>
              ),
            },
            {
              key: 'role',
              header: 'Role',
              sort: 'role',
              nowrap: true,
              cell: (employee) => roleLabels[employee.role],
            },
            {
              key: 'status',
              header: 'Status',
              sort: 'status',
              nowrap: true,
              cell: (employee) => <EmployeeStatusBadge status={employee.status} />,
            },
            {
              key: 'email',
              header: 'Email',
              sort: 'email',
              priority: 2,
              cell: (employee) => (
                <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                  {employee.email}
                </Text>
              ),
            },
            {
              key: 'phone',
              header: 'Phone',
              priority: 3,
              nowrap: true,
              cell: (employee) => employee.phone ?? '—',
            },
            {
              key: 'hireDate',
              header: 'Hire date',
              sort: 'hireDate',
              priority: 2,
              nowrap: true,
              cell: (employee) =>
                employee.hireDate ? formatCalendarDate(employee.hireDate, dates) : '—',
            },
            {
              key: 'color',
              header: 'Calendar colour',
              priority: 4,
              cell: (employee) =>
                employee.calendarColor ? (
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden
                      style={{
                        width: 14,
                        height: 14,
                        borderRadius: 4,
                        background: employee.calendarColor,
                        display: 'inline-block',
                      }}
                    />
                    <Text size="sm" span>
                      {employee.calendarColor}
                    </Text>
                  </Group>
                ) : (
                  '—'
                ),
            },
            canWrite && {
              key: 'pay',
              header: 'Pay',
              priority: 3,
              cell: (employee) =>
                employee.pay ? (
                  <Text size="sm" span>
                    {payTypeLabels[employee.pay.type]}: {money(employee.pay.rate)}{' '}
                    {payRateUnits[employee.pay.type]}
                  </Text>
                ) : (
                  '—'
                ),
            },
            canWrite && {
              key: 'actions',
              header: 'Actions',
              kind: 'actions',
              cell: (employee) =>
                employee.status === 'invited' ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      loading={resend.isPending && resend.variables === employee.id}
                      onClick={() =>
                        resend.mutate(employee.id, {
                          onSuccess: () =>
                            showToast({
                              color: 'teal',
                              message: `Invitation sent again to ${employee.email}`,
                            }),
                          onError: (cause) =>
                            notifyFailure('Could not resend the invitation', cause),
                        })
                      }
                    >
                      Resend
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(employee)}
                    >
                      Revoke
                    </Button>
                  </Group>
                ) : null,
            },
          ]}
        />
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke invitation"
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              showToast({ color: 'teal', message: `Invitation to ${revoking.email} revoked` });
              setRevoking(null);
            },
            onError: (cause) => notifyFailure('Could not revoke the invitation', cause),
          });
        }}
      >
        {revoking
          ? `${revoking.name} (${revoking.email}) will no longer be able to join with the link they were sent.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
