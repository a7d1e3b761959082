import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';

/** `/admin/notifications`: the staff inbox of car owners' messages (every staff role). */
export function Component() {
  useDocumentTitle('Notifications — Pitstop');
  return (
    <Stack gap="md" maw={860}>
      <Stack gap={4}>
        <Title order={1}>Notifications</Title>
        <Text c="dimmed" size="sm">
          Messages car owners sent from the portal, unread first. Open a client to read and answer.
        </Text>
      </Stack>
      <NotificationList />
    </Stack>
  );
}
