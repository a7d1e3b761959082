import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { Mailer } from '../../plugins/mail.ts';

/** What the effects of a booking change need; the Fastify app has all of it. */
export type BookingEffects = {
  database: Database;
  events: EventBus;
  mailer: Mailer;
  config: { appUrl: string };
  log: FastifyBaseLogger;
};

/** The effects' dependencies from the app and the request's logger. */
export function bookingEffects(
  app: Omit<BookingEffects, 'log'>,
  log: FastifyBaseLogger,
): BookingEffects {
  return {
    database: app.database,
    events: app.events,
    mailer: app.mailer,
    config: app.config,
    log,
  };
}
