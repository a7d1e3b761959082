import { Alert, Badge, Button, Text } from '@mantine/core';
import { formatDate } from '@pitstop/domain/date-format';
import { roleLabels } from '@pitstop/domain/roles';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useInvitations } from '../api/list-invitations.ts';

const statusColors = { pending: 'yellow', accepted: 'teal', expired: 'gray' } as const;

/** The shop's invitations, newest first as the server sends them. */
export function InvitationsList() {
  const invitations = useInvitations();
  const dates = useDateFormat();
  if (invitations.isPending) return <Text c="dimmed">Loading...</Text>;
  if (invitations.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Could not load the invitations.{' '}
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => invitations.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (invitations.data.length === 0) return <Text c="dimmed">No invitations yet.</Text>;
  return (
    <ResponsiveTable
      label="Invitations"
      rows={invitations.data}
      rowKey={(invitation) => invitation.id}
      columns={[
        {
          key: 'email',
          header: 'Email',
          kind: 'title',
          cell: (invitation) => (
            <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
          ),
        },
        { key: 'role', header: 'Role', cell: (invitation) => roleLabels[invitation.role] },
        {
          key: 'status',
          header: 'Status',
          nowrap: true,
          cell: (invitation) => (
            <Badge variant="light" color={statusColors[invitation.status]}>
              {invitation.status}
            </Badge>
          ),
        },
        {
          key: 'expires',
          header: 'Expires',
          nowrap: true,
          cell: (invitation) => formatDate(invitation.expiresAt, dates),
        },
      ]}
    />
  );
}
