import { z } from 'zod';
import { lineText } from './text.ts';

/**
 * The address a mail is sent to when the sender types one instead of the default recipient
 * (Send invoice, Send estimate, Send to supplier, and their previews).
 */
export const mailRecipientSchema = z.object({
  to: lineText()
    .pipe(z.email('Enter a valid email address').max(254))
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type MailRecipientInput = z.input<typeof mailRecipientSchema>;

/**
 * A mail as its send will queue it, shown before it goes: the recipient, the subject, the text
 * part as the recipient reads it (the HTML part says the same, styled) and the attachments' names.
 */
export const mailPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string() })),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;
