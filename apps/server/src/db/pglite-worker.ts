/**
 * The embedded database's own thread: PGlite runs PostgreSQL's C code synchronously, so on the
 * main thread every query stopped HTTP parsing, auth and JSON for its whole duration. Here it
 * runs beside them; `pglite-thread.ts` is the other end (ADR 006), `pglite-session.ts` serves
 * the calls. Messages are plain data: the `WorkerRequest`/`WorkerReply` types below.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type EngineRequest,
  type SerializedError,
  serializeError,
  servePgliteSession,
} from './pglite-session.ts';

export type WorkerOptions = {
  dataDir?: string;
  /** A data directory tarball to start from (a template for a new DATA_DIR, or a test fixture). */
  loadDataDir?: ArrayBuffer;
  templateFile?: string;
};

export type WorkerRequest = { id: number } & EngineRequest;

export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { notify: string; payload: string }
  | { failed: SerializedError };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const options = workerData as WorkerOptions;

async function open(): Promise<PGlite> {
  const tarball =
    options.loadDataDir ??
    (options.templateFile ? (await readFile(options.templateFile)).buffer : undefined);
  // Extensions must be loaded on every open, or writes touching a trigram or gist index fail.
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(tarball ? { loadDataDir: new Blob([tarball]) } : {}),
    extensions: { pg_trgm, btree_gist },
  });
}

const pglite = await open().catch((error: unknown) => {
  port.postMessage({ failed: serializeError(error) } satisfies WorkerReply);
  return undefined;
});

if (pglite) {
  const serve = servePgliteSession(pglite, (channel, payload) =>
    port.postMessage({ notify: channel, payload } satisfies WorkerReply),
  );
  port.on('message', ({ id, ...request }: WorkerRequest) => {
    serve(request as EngineRequest).then(
      (result) => port.postMessage({ id, result } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id, error: serializeError(error) } satisfies WorkerReply),
    );
  });
}
