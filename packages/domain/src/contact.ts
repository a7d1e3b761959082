import { z } from 'zod';
import { lineText, multiLineText } from './text.ts';

export const contactRequestInputSchema = z.object({
  name: lineText().min(1, 'Name is required').max(120, 'Name is too long'),
  email: lineText().pipe(z.email('Enter a valid email address').max(254)),
  shopName: lineText().max(160, 'Shop name is too long').optional().default(''),
  message: multiLineText()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(4000, 'Message is too long (4000 characters at most)'),
});
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

export const contactRequestSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});
