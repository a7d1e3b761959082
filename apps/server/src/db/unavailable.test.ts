import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableCause', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a server gone mid-query', new Error('Connection terminated unexpectedly')],
    ['an administrator shutdown (57P01)', withCode('terminating connection', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('recognises %s, also wrapped by Drizzle or in an AggregateError', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBe(error);
    expect(databaseUnavailableCause(new DrizzleQueryError('select 1', [], error))).toBe(error);
    expect(databaseUnavailableCause(new AggregateError([error], 'connect failed'))).toBe(error);
  });

  it('leaves errors of the query itself alone', () => {
    const unique = withCode('duplicate key value violates unique constraint', '23505');
    expect(databaseUnavailableCause(unique)).toBeUndefined();
    expect(databaseUnavailableCause(new DrizzleQueryError('insert …', [], unique))).toBeUndefined();
    expect(databaseUnavailableCause(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailableCause('not an error')).toBeUndefined();
  });
});
