import { EVENT_STREAM_RETRY_AFTER_SECONDS } from '@pitstop/domain/events';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { reaches, type ServerEvent } from '../../plugins/events.ts';

const HEARTBEAT_MS = 25_000;

/**
 * How many event streams may be open at once. A person has a few tabs on a device or two, and
 * browsers keep at most 6 connections per host over HTTP/1.1, so more than 10 from one account
 * is a leak or abuse: the oldest is closed. An open stream costs ~53 kB (issue 15 measured
 * 1,000 streams at ~53 MB), so 1,000 bounds an instance at ~50 MB of streams; past that a new
 * one is refused (503), and a larger installation adds instances on PostgreSQL.
 */
export const EVENT_STREAM_LIMITS = { perUser: 10, perInstance: 1_000 };
export type EventStreamLimits = typeof EVENT_STREAM_LIMITS;

type Stream = { end(reason?: 'replaced'): void };

/** Server-Sent Events for the signed-in person: their own events and their shop's. */
export const eventRoutes: FastifyPluginAsync<{ limits?: EventStreamLimits }> = async (
  app,
  options,
) => {
  const limits = options.limits ?? EVENT_STREAM_LIMITS;
  const streams = new Set<Stream>();
  // Each user's open streams, oldest first (a Set keeps insertion order).
  const byUser = new Map<string, Set<Stream>>();
  // Open streams never finish by themselves: end them so shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['events'],
        summary: 'Live updates (text/event-stream): profile.updated, …',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      const viewer = request.viewer;
      if (streams.size >= limits.perInstance) {
        throw AppError.unavailable(
          'Too many live connections on this server right now. The page still works; live updates resume shortly.',
          EVENT_STREAM_RETRY_AFTER_SECONDS,
        );
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n');
      const send = (type: ServerEvent['type'], data: Record<string, unknown> = {}) =>
        raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);

      const unsubscribe = app.events.subscribe((event) => {
        if (!reaches(event, viewer)) return;
        send(event.type, event.data);
        // This stream filters as the person was when it opened (role, shop): after a change it
        // ends, and the browser reconnects as who they are now.
        if (event.type === 'profile.updated' && event.userIds?.includes(viewer.id)) stream.end();
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const mine = byUser.get(viewer.id) ?? new Set<Stream>();
      byUser.set(viewer.id, mine);
      const stream: Stream = {
        end: (reason) => {
          if (!streams.delete(stream)) return;
          clearInterval(heartbeat);
          unsubscribe();
          mine.delete(stream);
          if (mine.size === 0 && byUser.get(viewer.id) === mine) byUser.delete(viewer.id);
          if (reason === 'replaced' && !raw.writableEnded) send('stream.closed', { reason });
          if (!raw.writableEnded) raw.end();
        },
      };
      streams.add(stream);
      mine.add(stream);
      for (const oldest of mine) {
        if (mine.size <= limits.perUser) break;
        oldest.end('replaced');
      }
      request.raw.on('close', () => stream.end());
    },
  );
};
