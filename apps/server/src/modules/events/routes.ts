import type { FastifyPluginAsync } from 'fastify';
import type { ServerEvent } from '../../plugins/events.ts';

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events for the signed-in person: their own events and their shop's. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  const streams = new Set<() => void>();
  // Open streams never finish by themselves: end them so shutdown is not held up.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
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
      const concerns = (event: ServerEvent) =>
        event.userIds?.includes(viewer.id) ||
        (event.shopId !== undefined && event.shopId === viewer.shopId);

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

      const unsubscribe = app.events.subscribe((event) => {
        if (concerns(event))
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};
