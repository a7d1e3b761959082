import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ContactRequestInput, contactRequestInputSchema } from '@pitstop/domain/contact';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { applyApiError, focusFirstError } from '../../../lib/form-errors.ts';
import { useCreateContactRequest } from '../api/create-contact-request.ts';

type ContactFormValues = Required<ContactRequestInput>;
const fields = ['name', 'email', 'shopName', 'message'] as const;

export type SubmittedContact = { name: string; email: string };

/** The demo/contact request form; validates with the server's own schema before sending. */
export function ContactForm({ onSubmitted }: { onSubmitted: (contact: SubmittedContact) => void }) {
  const createContactRequest = useCreateContactRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', shopName: '', message: '' },
    validate: schemaResolver(contactRequestInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      setFormError(null);
      const input = contactRequestInputSchema.parse(values);
      createContactRequest.mutate(input, {
        onSuccess: () => onSubmitted({ name: input.name, email: input.email }),
        onError: (error) =>
          setFormError(
            applyApiError(form, error, 'Your request could not be sent. Please try again.'),
          ),
      });
    },
    (errors) => focusFirstError(form, errors, fields),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Request a demo">
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Shop name (optional)"
          autoComplete="organization"
          key={form.key('shopName')}
          {...form.getInputProps('shopName')}
        />
        <Textarea
          label="Message"
          description="What would you like to see, or what should we know about your shop? At least 10 characters."
          required
          autosize
          minRows={5}
          maxRows={12}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        {formError && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title="Your request was not sent"
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            {formError} Everything you typed is still here.
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={createContactRequest.isPending}
          rightSection={<IconSend size={18} aria-hidden="true" />}
        >
          Send request
        </Button>
      </Stack>
    </form>
  );
}
