import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';

/**
 * The embedded database with its statements kept prepared, as PostgreSQL drivers such as
 * postgres.js keep them (decision record 089). PGlite's own `query` parses and plans every
 * statement each time it runs; on WebAssembly planning the Today sheet's eight-table read took
 * 12 ms of its 13, and the history page's four statements 6 ms of 7. A statement run outside a
 * transaction is here parsed once under a name of its own, and each later run only binds its
 * values, so PostgreSQL's plan cache does the rest (after five runs a generic plan, unless it
 * costs more than the custom ones).
 *
 * Statements inside a transaction keep PGlite's own path (the transaction object is not wrapped),
 * and so does everything else the client does (exec, listen, transaction, close).
 */
export function withPreparedStatements(client: PGlite, { maxStatements = 200 } = {}): PGlite {
  const statements = new Map<string, Statement>();
  let sequence = 0;

  /** Parse under a name, learning the parameters' types (to serialise values as PGlite does). */
  async function prepare(text: string): Promise<Statement> {
    const name = `s${++sequence}`;
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    // The oldest statements go when there are too many: a list of ids of varying length makes new texts.
    while (statements.size > maxStatements) await forget(statements.keys().next().value!);
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await client.execProtocolStream(
      concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }

  async function run(text: string, params: unknown[], options?: QueryOptions) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the oldest is the least used.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, index) => serialise(client, value, statement.paramTypes[index], options));
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0];
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // PGlite runs one thing at a time: a statement waits for a transaction in progress, as its own query does.
    if (options?.blob) return client.query<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return (await run(text, params, options)) as Results<T>;
        } catch (error) {
          // A table changed under a kept plan (a migration while running): forget the statement and run it afresh.
          if (!(error instanceof Error) || !/cached plan must not change result type/.test(error.message)) throw error;
          await forget(text);
          return (await run(text, params, options)) as Results<T>;
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      // PGlite's private state is keyed by the object itself, so its methods and getters run on it, not on the proxy.
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Statement = { name: string; paramTypes: number[] };

/** A value as PGlite's `query` sends it: by the parameter's type's serialiser, or as text. */
function serialise(client: PGlite, value: unknown, type: number | undefined, options?: QueryOptions) {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
