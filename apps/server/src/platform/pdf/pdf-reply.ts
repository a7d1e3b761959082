import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** ?download=1 on a PDF route: the document as an attachment instead of inline. */
export const pdfQuery = z.object({
  download: z
    .enum(['0', '1'], { error: 'download is 0 or 1' })
    .optional()
    .describe('1: as an attachment (a download) instead of inline'),
});

/** Replies with a PDF, shown in the browser or downloaded as `filename`; never cached. */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  filename: string,
  download: boolean,
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
