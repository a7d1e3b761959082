import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  deserializeError,
  type EngineRequest,
  type QueryOptions,
  servePgliteSession,
} from './pglite-session.ts';
import type { WorkerOptions, WorkerReply } from './pglite-worker.ts';
import { sessionAccess } from './tenancy.ts';

/** What the server asks of the embedded engine, in its own thread or in a worker. */
export type EmbeddedEngine = Pick<PGlite, 'query' | 'exec' | 'listen' | 'close'> & {
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
};

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
type Call = (request: EngineRequest) => Promise<unknown>;

/**
 * Drizzle's PGlite driver passes parsers that return some types' text unchanged (it maps them
 * itself); functions cannot cross threads, so the session is told which types to leave as text.
 */
function rawTypesOf(parsers: Parsers | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('text', Number(oid)) !== 'text')
      throw new Error(`only pass-through parsers reach the database session (type ${oid})`);
    return Number(oid);
  });
}

/**
 * The part of PGlite's interface that Drizzle and the server use (query, exec, transaction,
 * listen, close) over a session's calls. Each call outside a transaction, and each transaction's
 * begin, carries its caller's shop scope or system access (db/tenancy.ts).
 */
function engineOver(
  call: Call,
  listenOn: (channel: string, listener: (payload: string) => void) => () => Promise<void>,
  close: () => Promise<void>,
): EmbeddedEngine {
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
      const scope = tx === undefined ? { access: sessionAccess() } : { tx };
      return call({ op: 'query', sql, params, options, ...scope }) as Promise<Results<T>>;
    };
  const execIn = (tx?: number) => (sql: string) =>
    call({
      op: 'exec',
      sql,
      ...(tx === undefined ? { access: sessionAccess() } : { tx }),
    }) as Promise<Results[]>;

  const engine = {
    query: queryIn(),
    exec: execIn(),
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const tx = (await call({ op: 'begin', access: sessionAccess() })) as number;
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
    listen: async (channel: string, listener: (payload: string) => void) =>
      listenOn(channel, listener),
    async dumpDataDir(compression: 'none' | 'gzip' = 'none') {
      return new Blob([(await call({ op: 'dump', compression })) as ArrayBuffer]);
    },
    close,
  };
  return engine as unknown as EmbeddedEngine;
}

/** LISTEN once per channel however many listeners it has; UNLISTEN when the last one goes. */
function channelListeners(call: Call, onFailure: (error: Error) => void) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    notify(channel: string, payload: string) {
      for (const listener of channels.get(channel) ?? []) listener(payload);
    },
    listen(channel: string, listener: (payload: string) => void) {
      let listening = channels.get(channel);
      if (!listening) {
        listening = new Set();
        channels.set(channel, listening);
        // Not awaited: the session runs LISTEN before any later statement (a NOTIFY included),
        // and the app need not wait for PGlite to open to subscribe (start-up builds meanwhile).
        call({ op: 'listen', channel }).catch(onFailure);
      }
      const current = listening;
      current.add(listener);
      return async () => {
        current.delete(listener);
        if (current.size === 0 && channels.get(channel) === current) {
          channels.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
  };
}

/** PGlite served on the caller's thread (tests, tools): the same session rules as the worker. */
export function servedHere(pglite: PGlite): EmbeddedEngine {
  const call: Call = servePgliteSession(pglite, (channel, payload) =>
    channels.notify(channel, payload),
  );
  const channels = channelListeners(call, () => {});
  return engineOver(call, channels.listen, async () => {
    await call({ op: 'close' });
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
 * PGlite in a worker thread. Returns at once: calls wait in the thread's queue while PGlite
 * opens, so the caller can build the app meanwhile; if it cannot open, every call fails with
 * the reason.
 */
export function openPgliteThread(options: WorkerOptions): EmbeddedEngine {
  const worker = startWorker(options, options.loadDataDir ? [options.loadDataDir] : []);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const call: Call = (request) => {
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
  const channels = channelListeners(call, fail);
  worker.on('message', (reply: WorkerReply) => {
    if ('failed' in reply) return fail(deserializeError(reply.failed));
    if ('notify' in reply) return channels.notify(reply.notify, reply.payload);
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(deserializeError(reply.error));
    else waiting?.resolve(reply.result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));

  return engineOver(call, channels.listen, async () => {
    if (stopped) return;
    await call({ op: 'close' });
    stopped = new Error('the embedded database is closed');
    await worker.terminate();
  });
}
