/**
 * One PGlite session serving many callers: the embedded engine's side of `pglite-thread.ts`,
 * run in the worker thread (pglite-worker.ts) or, for tests and tools, on the caller's thread.
 * Calls are plain data (the `EngineRequest`/`EngineReply` types below) so that they can cross a
 * thread boundary.
 *
 * PGlite has one session, so the shop scope (db/tenancy.ts, ADR 034) is a property of that
 * session: every call outside a transaction runs in turn, after the session has been given the
 * call's access if it last ran under another. A transaction takes its turn when it begins, with
 * its caller's access, and keeps it until it ends; its own calls run inside it, and every other
 * call waits, as PGlite guarantees.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { APPLY_SESSION_ACCESS, type SessionAccess, SYSTEM_SESSION_KEY } from './tenancy.ts';

export type QueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type OIDs returned as PostgreSQL's text rather than parsed (Drizzle parses them itself). */
  rawTypes?: number[];
};

export type EngineRequest =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      options?: QueryOptions;
      tx?: number;
      access?: SessionAccess;
    }
  | { op: 'exec'; sql: string; tx?: number; access?: SessionAccess }
  | { op: 'begin'; access: SessionAccess }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' }
  | { op: 'close' };

export type SerializedError = { message: string; fields: Record<string, unknown> };

/** Error fields PostgreSQL reports (code, constraint, detail…) survive the thread boundary. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return { message: error.message, fields };
}

export function deserializeError(error: SerializedError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

const identity = (value: string) => value;
function parsersFor(rawTypes: number[] | undefined) {
  return rawTypes ? Object.fromEntries(rawTypes.map((oid) => [oid, identity])) : undefined;
}

/** Thrown inside PGlite's transaction callback to make it roll back; never leaves the session. */
class Rollback extends Error {}

/** Serves calls on `pglite`; `notify` receives what its LISTEN channels hear. */
export function servePgliteSession(
  pglite: PGlite,
  notify: (channel: string, payload: string) => void,
): (request: EngineRequest) => Promise<unknown> {
  const transactions = new Map<number, Transaction>();
  const transactionEnds = new Map<number, (commit: boolean) => void>();
  /** Each open transaction's settling: awaited by 'end', so a failed COMMIT reaches the caller. */
  const endings = new Map<number, Promise<void>>();
  const listeners = new Map<string, () => Promise<void>>();
  let nextTransaction = 1;
  let appliedKey = SYSTEM_SESSION_KEY;
  let turns: Promise<unknown> = Promise.resolve();

  /** Runs `work` when every call before it has finished (a transaction: when it has ended). */
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turns.then(work);
    turns = run.then(
      () => {},
      () => {},
    );
    return run;
  };

  const applyAccess = async (access: SessionAccess | undefined) => {
    const wanted = access ?? { key: SYSTEM_SESSION_KEY, params: ['none', '', ''] };
    if (wanted.key === appliedKey) return;
    await pglite.query(APPLY_SESSION_ACCESS, wanted.params);
    appliedKey = wanted.key;
  };

  const transactionOf = (tx: number) => {
    const transaction = transactions.get(tx);
    if (!transaction) throw new Error(`transaction ${tx} is not open`);
    return transaction;
  };

  const begin = (access: SessionAccess) =>
    new Promise<number>((begun, failed) => {
      inTurn(async () => {
        await applyAccess(access);
        const tx = nextTransaction++;
        // Answers once PGlite has begun the transaction; the turn lasts until 'end' arrives.
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
        await done.catch(failed);
      }).catch(failed);
    });

  return async (request) => {
    switch (request.op) {
      case 'query': {
        const parsers = parsersFor(request.options?.rawTypes);
        const options = {
          ...(request.options?.rowMode ? { rowMode: request.options.rowMode } : {}),
          ...(parsers ? { parsers } : {}),
        };
        if (request.tx !== undefined)
          return transactionOf(request.tx).query(request.sql, request.params, options);
        return inTurn(async () => {
          await applyAccess(request.access);
          return pglite.query(request.sql, request.params, options);
        });
      }
      case 'exec':
        if (request.tx !== undefined) return transactionOf(request.tx).exec(request.sql);
        return inTurn(async () => {
          await applyAccess(request.access);
          return pglite.exec(request.sql);
        });
      case 'begin':
        return begin(request.access);
      case 'end': {
        const end = transactionEnds.get(request.tx);
        const done = endings.get(request.tx);
        if (!end || !done) throw new Error(`transaction ${request.tx} is not open`);
        endings.delete(request.tx);
        end(request.commit);
        await done;
        return null;
      }
      case 'listen':
        return inTurn(async () => {
          if (!listeners.has(request.channel)) {
            const stop = await pglite.listen(request.channel, (payload) =>
              notify(request.channel, payload),
            );
            listeners.set(request.channel, stop);
          }
          return null;
        });
      case 'unlisten':
        return inTurn(async () => {
          await listeners.get(request.channel)?.();
          listeners.delete(request.channel);
          return null;
        });
      case 'dump':
        return inTurn(async () => {
          const blob = (await pglite.dumpDataDir(request.compression)) as Blob;
          return blob.arrayBuffer();
        });
      case 'close':
        return inTurn(async () => {
          await pglite.close();
          return null;
        });
    }
  };
}
