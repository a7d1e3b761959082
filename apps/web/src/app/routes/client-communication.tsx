import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useOwnerProfile } from '../../features/client-profile/api/get-owner-profile.ts';
import { useOwnerCommunications } from '../../features/client-profile/api/list-owner-communications.ts';
import { useMarkOwnerCommunicationsRead } from '../../features/client-profile/api/mark-owner-communications-read.ts';
import { CommunicationList } from '../../features/client-profile/components/communication-list.tsx';
import { OwnerMessageDialog } from '../../features/client-profile/components/owner-message-dialog.tsx';
import { useMarkReadOnOpen } from '../../features/client-profile/hooks/use-mark-read-on-open.ts';

/**
 * `/client/communication` (role client): spec §2 "Communication History" — the car owner's
 * messages with their workshops. Opening it marks the workshops' messages read.
 */
export function Component() {
  useDocumentTitle('Communication History — Pitstop');
  const communications = useOwnerCommunications();
  const records = useOwnerProfile();
  const markRead = useMarkOwnerCommunicationsRead();
  const [writing, setWriting] = useState(false);
  const workshops = (records.data ?? []).map((record) => ({
    clientId: record.id,
    shopName: record.shop.name,
  }));
  const unread =
    communications.data?.pages
      .flatMap((page) => page.items)
      .filter((item) => item.direction === 'outbound' && !item.readAt)
      .map((item) => item.id) ?? [];
  useMarkReadOnOpen(unread, () => markRead.mutate());

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1}>Communication History</Title>
        {workshops.length > 0 ? (
          <Button
            leftSection={<IconMessagePlus size={18} aria-hidden />}
            onClick={() => setWriting(true)}
          >
            New Message
          </Button>
        ) : null}
      </Group>
      <CommunicationList query={communications} showShop={workshops.length > 1} />
      <OwnerMessageDialog
        opened={writing}
        workshops={workshops}
        initialClientId={null}
        onClose={() => setWriting(false)}
      />
    </Stack>
  );
}
