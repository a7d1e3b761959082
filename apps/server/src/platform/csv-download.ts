import { AsyncResource } from 'node:async_hooks';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logServerError } from './errors.ts';

/**
 * Sends a CSV stream as a download. Its first chunk is awaited before anything is sent, so a
 * failure there (the first query) is an ordinary problem+json answer, never a body that does
 * not match the compression already announced. A failure later can only cut the response
 * short: the connection is closed, so the browser or client reports a failed download instead
 * of keeping a truncated file as if it were whole.
 */
export async function sendCsvDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  filename: string,
  csv: Readable,
) {
  const chunks = csv[Symbol.asyncIterator]();
  // The socket pulls the rows later, outside the request's async context: each read re-enters
  // it, so its queries keep the request's shop scope (db/tenancy.ts).
  const nextChunk = AsyncResource.bind(() => chunks.next());
  const first = await nextChunk();
  async function* wholeOrCut() {
    try {
      if (!first.done) yield first.value;
      for (let next = await nextChunk(); !next.done; next = await nextChunk()) yield next.value;
    } catch (error) {
      logServerError(request, error as Error, 'CSV export failed after it started');
      reply.raw.destroy();
    } finally {
      await chunks.return?.();
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(wholeOrCut(), { objectMode: false }));
}
