import { Alert, Button, Select, Text } from '@mantine/core';
import { isStaffRole, roleLabels, type StaffRole, staffRoles } from '@pitstop/domain/roles';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangeTeamRole } from '../api/change-team-role.ts';
import { useTeam } from '../api/list-team.ts';

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** The shop's staff with their roles; an admin may change anyone's role but their own. */
export function TeamTable({ currentUserId, canEdit }: { currentUserId: string; canEdit: boolean }) {
  const team = useTeam();
  const changeRole = useChangeTeamRole();
  if (team.isPending) return <Text c="dimmed">Loading...</Text>;
  if (team.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Could not load the team.{' '}
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => team.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <ResponsiveTable
      label="Team"
      rows={team.data}
      rowKey={(member) => member.id}
      columns={[
        { key: 'name', header: 'Name', kind: 'title', cell: (member) => member.name },
        {
          key: 'email',
          header: 'Email',
          cell: (member) => (
            <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          ),
        },
        {
          key: 'role',
          header: 'Role',
          cell: (member) =>
            canEdit && member.id !== currentUserId && isStaffRole(member.role) ? (
              <Select
                aria-label={`Role of ${member.name}`}
                size="xs"
                data={roleOptions}
                value={member.role}
                allowDeselect={false}
                disabled={changeRole.isPending}
                onChange={(value) => {
                  if (!value || value === member.role) return;
                  changeRole.mutate(
                    { userId: member.id, role: value as StaffRole },
                    {
                      onSuccess: () =>
                        showToast({
                          color: 'teal',
                          message: `${member.name} is now ${roleLabels[value as StaffRole]}`,
                        }),
                      onError: (cause) =>
                        showToast({
                          color: 'red',
                          message:
                            cause instanceof ApiError ? cause.message : 'Could not change the role',
                        }),
                    },
                  );
                }}
              />
            ) : (
              roleLabels[member.role]
            ),
        },
      ]}
    />
  );
}
