import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';

/**
 * A mechanic's own schedule in their phone's calendar: a secret iCalendar address to subscribe
 * to. The address is shown once; asking again makes a new one and retires the old.
 */
export function CalendarFeedButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const feed = useCreateCalendarFeed();

  return (
    <>
      <Button variant="default" leftSection={<IconCalendarShare size={16} />} onClick={open}>
        Add to my phone's calendar
      </Button>
      <Modal opened={opened} onClose={close} title="Your schedule in your phone's calendar">
        <Stack>
          <Text size="sm">
            Subscribe to this address in your phone's calendar app ("Add calendar from URL") to see
            your bookings there. Keep it private: anyone with it can see your schedule. Making a new
            address stops the old one.
          </Text>
          {feed.data ? (
            <Group align="end" wrap="nowrap">
              <TextInput
                label="Calendar address"
                value={feed.data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyButton value={feed.data.url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null}
          {feed.isError ? (
            <Alert color="red" role="alert">
              {failureMessage(
                feed.error,
                'The calendar address could not be made. Please try again.',
              )}
            </Alert>
          ) : null}
          <Group justify="end">
            <Button loading={feed.isPending} onClick={() => feed.mutate()}>
              {feed.data ? 'Make a new address' : 'Make my calendar address'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
