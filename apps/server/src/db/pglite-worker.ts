/**
 * The embedded database's own thread: PGlite runs PostgreSQL's C code synchronously, so on the
 * main thread every query stopped HTTP parsing, auth and JSON for its whole duration. Here it
 * runs beside them; `pglite-thread.ts` is the other end (ADR 006). Messages are plain data: the
 * protocol is the `WorkerRequest`/`WorkerReply` types below.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type WorkerOptions = {
  dataDir?: string;
  /** A data directory tarball to start from (a template for a new DATA_DIR, or a test fixture). */
  loadDataDir?: ArrayBuffer;
  templateFile?: string;
};

export type QueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type OIDs returned as PostgreSQL's text rather than parsed (Drizzle parses them itself). */
  rawTypes?: number[];
};

export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' }
  | { op: 'close' }
);

export type SerializedError = { message: string; fields: Record<string, unknown> };

export type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { notify: string; payload: string }
  | { failed: SerializedError };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const options = workerData as WorkerOptions;

/** Error fields PostgreSQL reports (code, constraint, detail…) survive the thread boundary. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return { message: error.message, fields };
}

const identity = (value: string) => value;
function parsersFor(rawTypes: number[] | undefined) {
  return rawTypes ? Object.fromEntries(rawTypes.map((oid) => [oid, identity])) : undefined;
}

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves the worker. */
class Rollback extends Error {}

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
  const transactions = new Map<number, Transaction>();
  const transactionEnds = new Map<number, (commit: boolean) => void>();
  /** Each open transaction's settling: awaited by 'end', so a failed COMMIT reaches the caller. */
  const endings = new Map<number, Promise<void>>();
  const listeners = new Map<string, () => Promise<void>>();
  let nextTransaction = 1;

  const runner = (tx: number | undefined) => {
    if (tx === undefined) return pglite;
    const transaction = transactions.get(tx);
    if (!transaction) throw new Error(`transaction ${tx} is not open`);
    return transaction;
  };

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const parsers = parsersFor(request.options?.rawTypes);
        return runner(request.tx).query(request.sql, request.params, {
          ...(request.options?.rowMode ? { rowMode: request.options.rowMode } : {}),
          ...(parsers ? { parsers } : {}),
        });
      }
      case 'exec':
        return runner(request.tx).exec(request.sql);
      case 'begin': {
        const tx = nextTransaction++;
        // Answers once PGlite has begun the transaction (it waits for any other one to end);
        // the transaction itself stays open until 'end' arrives.
        return new Promise((begun, failed) => {
          const done = pglite
            .transaction(async (transaction) => {
              transactions.set(tx, transaction);
              const commit = await new Promise<boolean>((resolve) => {
                transactionEnds.set(tx, resolve);
                begun(tx);
              });
              if (!commit) throw new Rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            })
            .finally(() => {
              transactions.delete(tx);
              transactionEnds.delete(tx);
            });
          endings.set(tx, done);
          done.catch(failed);
        });
      }
      case 'end': {
        const end = transactionEnds.get(request.tx);
        const done = endings.get(request.tx);
        if (!end || !done) throw new Error(`transaction ${request.tx} is not open`);
        endings.delete(request.tx);
        end(request.commit);
        await done;
        return null;
      }
      case 'listen': {
        if (!listeners.has(request.channel)) {
          const stop = await pglite.listen(request.channel, (payload) =>
            port.postMessage({ notify: request.channel, payload } satisfies WorkerReply),
          );
          listeners.set(request.channel, stop);
        }
        return null;
      }
      case 'unlisten': {
        await listeners.get(request.channel)?.();
        listeners.delete(request.channel);
        return null;
      }
      case 'dump': {
        const blob = (await pglite.dumpDataDir(request.compression)) as Blob;
        return blob.arrayBuffer();
      }
      case 'close':
        await pglite.close();
        return null;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, error: serializeError(error) } satisfies WorkerReply),
    );
  });
}
