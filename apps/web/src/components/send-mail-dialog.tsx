import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type MailPreview, mailRecipientSchema } from '@pitstop/domain/mail-preview';
import { IconPaperclip } from '@tabler/icons-react';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { failureMessage } from '../lib/form-errors.ts';

/** The check the server makes of a typed address, with the message for an empty one. */
function addressError(address: string): string | null {
  if (!address) return 'Enter the address to send to';
  const parsed = mailRecipientSchema.safeParse({ to: address });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a valid email address');
}

/**
 * Send by e-mail, shown before it goes (Send invoice, Send estimate, Send to supplier): the mail
 * the server would queue (subject, the text the recipient reads, the attachments' names) with
 * the recipient prefilled and editable. The server's refusals are shown as it words them; Send
 * works once however often it is clicked.
 */
export function SendMailDialog(props: {
  opened: boolean;
  title: string;
  /**
   * The address to show the mail to first: left out, the server's default recipient; null, the
   * page knows there is none, so the mail is shown once an address is typed.
   */
  suggestedTo?: string | null;
  /** The server's preview, for an address typed (undefined: the default recipient). */
  previewQuery(
    to: string | undefined,
  ): UseQueryOptions<MailPreview, Error, MailPreview, (string | null)[]>;
  /** Sends to the address confirmed; resolves once the server has taken it. */
  onSend(to: string): Promise<unknown>;
  /** After the server has taken it (the caller's toast), before the dialog closes. */
  onSent(to: string): void;
  onClose(): void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened ? <SendMailForm {...props} /> : null}
    </Modal>
  );
}

function SendMailForm({
  suggestedTo,
  previewQuery,
  onSend,
  onSent,
  onClose,
}: Parameters<typeof SendMailDialog>[0]) {
  const [previewFor, setPreviewFor] = useState(suggestedTo);
  const preview = useQuery({
    ...previewQuery(previewFor ?? undefined),
    enabled: previewFor !== null,
    retry: false,
    // Another address changes only the To line: the mail stays on screen while it is asked for.
    placeholderData: keepPreviousData,
  });
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A second click lands before the re-render that disables the button: this refuses it.
  const inFlight = useRef(false);
  const address = (typed ?? preview.data?.to ?? '').trim();
  const previewField = preview.error instanceof ApiError ? preview.error.fieldError('to') : null;
  const refusal = preview.error && !previewField ? failureMessage(preview.error) : null;

  const showPreviewFor = () => {
    const problem = addressError(address);
    if (problem) setFieldError(problem);
    else if (address !== preview.data?.to) setPreviewFor(address);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (inFlight.current) return;
        const problem = addressError(address);
        if (problem) {
          setFieldError(problem);
          return;
        }
        // Nothing goes unseen: with no mail on screen yet, Send shows it first.
        if (!preview.data) {
          setPreviewFor(address);
          return;
        }
        inFlight.current = true;
        setSending(true);
        setError(null);
        onSend(address).then(
          () => {
            onSent(address);
            onClose();
          },
          (cause: unknown) => {
            inFlight.current = false;
            setSending(false);
            const message = cause instanceof ApiError ? cause.fieldError('to') : undefined;
            if (message) setFieldError(message);
            else setError(failureMessage(cause, 'The mail could not be sent. Please try again.'));
          },
        );
      }}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="To"
          type="email"
          required
          data-autofocus
          maxLength={254}
          value={typed ?? preview.data?.to ?? ''}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setFieldError(null);
          }}
          onBlur={showPreviewFor}
          error={fieldError ?? previewField}
        />
        {refusal ? (
          <Alert color="red" variant="light" role="alert" title="Cannot be sent">
            {refusal}
          </Alert>
        ) : null}
        {previewFor === null ? (
          <Text size="sm" c="dimmed">
            Type the address to send to: the mail is shown here.
          </Text>
        ) : null}
        {preview.isLoading ? <Skeleton height={160} aria-label="Loading the mail" /> : null}
        {preview.data ? <MailPreviewCard mail={preview.data} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending} disabled={refusal !== null}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The mail as the recipient reads it: its text part, shown as text (never as HTML). */
function MailPreviewCard({ mail }: { mail: MailPreview }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label="The mail">
      <Stack gap="xs">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Subject:{' '}
          </Text>
          <Text span fw={600} size="sm" data-testid="mail-subject">
            {mail.subject}
          </Text>
        </Text>
        {mail.attachments.map((attachment) => (
          <Group key={attachment.filename} gap={4} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Text size="sm" data-testid="mail-attachment">
              {attachment.filename}
            </Text>
          </Group>
        ))}
        <ScrollArea.Autosize mah="40vh" type="auto" offsetScrollbars>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="mail-text"
          >
            {mail.text}
          </Text>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
