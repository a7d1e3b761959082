import { Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ContactConfirmation } from './contact-confirmation.tsx';
import { ContactForm, type SubmittedContact } from './contact-form.tsx';

/** /contact: request a demo or ask the Pitstop team a question. */
export function ContactPage() {
  const [submitted, setSubmitted] = useState<SubmittedContact | null>(null);
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <title>Request a demo — Pitstop</title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15}>
            Request a demo
          </Title>
          <Text size="lg" c="dimmed">
            Tell us a little about your workshop and what you would like to see. Someone from the
            Pitstop team will get back to you to arrange a walkthrough or answer your questions.
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>A reply within one business day</List.Item>
            <List.Item>A walkthrough shaped around how your shop already works</List.Item>
            <List.Item>Straight answers about moving your clients and vehicles across</List.Item>
            <List.Item>No obligation: you can also just sign up and start on your own</List.Item>
          </List>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
          {submitted ? (
            <ContactConfirmation contact={submitted} onSendAnother={() => setSubmitted(null)} />
          ) : (
            <ContactForm onSubmitted={setSubmitted} />
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
