import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseUnreachableError } from './db/unavailable.ts';
import { loggerOptions } from './logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = loggerOptions(config.logLevel);
  // The embedded engine starts in its thread first; the rest of the server (its own chunk of
  // the bundle) loads and builds meanwhile (ADR 006).
  const opening = openConfiguredDatabase(config);
  opening.catch(() => {}); // startPitstop awaits it; not "unhandled" while the chunk loads
  const { startPitstop } = await import('./start.ts');
  const { app, stop } = await startPitstop(config, logger, opening);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: app.database.engine, env: config.env },
    `Pitstop is serving ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Pitstop cannot start: configuration error: ${error.message}`);
  } else if (error instanceof DataDirInUseError || error instanceof DatabaseUnreachableError) {
    console.error(`Pitstop cannot start: ${error.message}`);
  } else {
    console.error('Pitstop cannot start:', error);
  }
  process.exit(1);
});
