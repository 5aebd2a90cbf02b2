import { describe, expect, it } from 'vitest';
import { isDatabaseOutage, unlessDatabaseIsDown } from './database-outage';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseOutage: an unreachable database, not a wrong query', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['no connection slot left (53300)', withCode('53300')],
    ['a connection failure (08006)', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout of a single client', new Error('Connection terminated due to connection timeout')],
    ['a silent server (query_timeout)', new Error('Query read timeout')],
    ['a ROLLBACK on the connection closed after a query timeout', new Error('Client was closed and is not queryable')],
    [
      'a statement cancelled by statement_timeout (57014)',
      withCode('57014', 'canceling statement due to statement timeout'),
    ],
    ['a session closed idle in a transaction (25P03)', withCode('25P03')],
    [
      'a query timeout wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
    ],
    ['a driver error wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    [
      'both addresses of localhost refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: '' }),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a syntax error (42601)', withCode('42601')],
    ['a query error wrapped by Drizzle', new Error('Failed query', { cause: withCode('22P02') })],
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a thrown response', new Response(null, { status: 404 })],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });

  it('stops on a cause that loops', () => {
    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseOutage(looped)).toBe(false);
  });
});

describe('unlessDatabaseIsDown', () => {
  it('gives the value, or the fallback in an outage, and lets other errors through', async () => {
    expect(await unlessDatabaseIsDown(Promise.resolve(1), 0)).toBe(1);
    expect(await unlessDatabaseIsDown(Promise.reject(withCode('ECONNREFUSED')), 0)).toBe(0);
    await expect(unlessDatabaseIsDown(Promise.reject(new Error('bug')), 0)).rejects.toThrow('bug');
  });
});
