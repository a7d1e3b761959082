import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import { formatDate } from '@pitstop/domain/date-format';
import { roleLabels } from '@pitstop/domain/roles';
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
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.data.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Td>{invitation.email}</Table.Td>
              <Table.Td>{roleLabels[invitation.role]}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColors[invitation.status]}>
                  {invitation.status}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(invitation.expiresAt, dates)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
