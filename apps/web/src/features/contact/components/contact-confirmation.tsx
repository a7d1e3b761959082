import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SubmittedContact } from './contact-form.tsx';

/** Shown in place of the form once the request is stored; takes focus so it is announced. */
export function ContactConfirmation({
  contact,
  onSendAnother,
}: {
  contact: SubmittedContact;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" color="teal" variant="light" aria-hidden="true">
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        Request received
      </Title>
      <Text size="lg">
        Thanks, {contact.name} — we received your request and will reply to {contact.email} within
        one business day.
      </Text>
      <Text c="dimmed">
        In the meantime you can read what Pitstop does for workshops, or create your account and
        look around.
      </Text>
      <Stack gap="sm" w="100%">
        <Button component={Link} to="/mechanics" variant="default">
          See Pitstop for workshops
        </Button>
        <Button variant="subtle" onClick={onSendAnother}>
          Send another request
        </Button>
      </Stack>
    </Stack>
  );
}
