import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import type {
  QueryOptions,
  SerializedError,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-worker.ts';

/** What the server asks of the embedded engine, in its own thread or in a worker. */
export type EmbeddedEngine = Pick<PGlite, 'query' | 'exec' | 'listen' | 'close'> & {
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
};

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Call = Distribute<WorkerRequest>;
type Parsers = Record<number, (value: string, typeId: number) => unknown>;

function deserializeError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

/**
 * Drizzle's PGlite driver passes parsers that return some types' text unchanged (it maps them
 * itself); functions cannot cross threads, so the worker is told which types to leave as text.
 */
function rawTypesOf(parsers: Parsers | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('text', Number(oid)) !== 'text')
      throw new Error(`only pass-through parsers reach the database thread (type ${oid})`);
    return Number(oid);
  });
}

/**
 * The worker beside this file: compiled JavaScript in dist/; under tsx (`npm run dev`, tests) the
 * TypeScript source, through a bootstrap that registers tsx in the new thread first.
 */
function startWorker(workerData: WorkerOptions, transferList: ArrayBuffer[]): Worker {
  const compiled = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(compiled)) return new Worker(compiled, { workerData, transferList });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, transferList });
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface that Drizzle and the server
 * use: query, exec, transaction, listen, close. Transactions keep PGlite's guarantee — the
 * worker's PGlite runs one at a time and other queries wait for it. Returns at once: calls wait
 * in the thread's queue while PGlite opens, so the caller can build the app meanwhile; if it
 * cannot open, every call fails with the reason.
 */
export function openPgliteThread(options: WorkerOptions): EmbeddedEngine {
  const worker = startWorker(options, options.loadDataDir ? [options.loadDataDir] : []);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | undefined;

  const call = (request: Call): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const fail = (error: Error) => {
    stopped ??= new Error(`the embedded database stopped: ${error.message}`, { cause: error });
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if ('failed' in reply) return fail(deserializeError(reply.failed));
    if ('notify' in reply) {
      for (const listener of channels.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(deserializeError(reply.error));
    else waiting?.resolve(reply.result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));

  const queryIn =
    (tx?: number) =>
    <T>(
      sql: string,
      params?: unknown[],
      queryOptions?: { rowMode?: 'array' | 'object'; parsers?: Parsers },
    ) => {
      const rawTypes = rawTypesOf(queryOptions?.parsers);
      const options: QueryOptions = {
        ...(queryOptions?.rowMode ? { rowMode: queryOptions.rowMode } : {}),
        ...(rawTypes ? { rawTypes } : {}),
      };
      return call({ op: 'query', sql, params, options, tx }) as Promise<Results<T>>;
    };
  const execIn = (tx?: number) => (sql: string) =>
    call({ op: 'exec', sql, tx }) as Promise<Results[]>;

  const engine = {
    query: queryIn(),
    exec: execIn(),
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin' })) as number;
      let result: T;
      try {
        result = await work({ query: queryIn(tx), exec: execIn(tx) });
      } catch (error) {
        // The work's own error is the one to report, even if the rollback fails too (the
        // thread died): PGlite then has no transaction left to roll back.
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel: string, listener: (payload: string) => void) {
      let listening = channels.get(channel);
      if (!listening) {
        listening = new Set();
        channels.set(channel, listening);
        // Not awaited: the thread runs LISTEN before any later statement (a NOTIFY included),
        // and the app need not wait for PGlite to open to subscribe (start-up builds meanwhile).
        call({ op: 'listen', channel }).catch(fail);
      }
      listening.add(listener);
      return async () => {
        listening.delete(listener);
        if (listening.size === 0 && channels.get(channel) === listening) {
          channels.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    async dumpDataDir(compression: 'none' | 'gzip' = 'none') {
      return new Blob([(await call({ op: 'dump', compression })) as ArrayBuffer]);
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stopped = new Error('the embedded database is closed');
      await worker.terminate();
    },
  };
  return engine as unknown as EmbeddedEngine;
}
