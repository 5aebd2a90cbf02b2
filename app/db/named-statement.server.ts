/**
 * Runs a query as a named prepared statement (decision record 089): on PostgreSQL each pool
 * connection parses and plans it once, then only binds its values; the embedded database keeps
 * every statement prepared by its text anyway. The name must always stand for the same SQL text,
 * so give one only to a query whose shape does not change with its values (no list of varying
 * length, no optional condition, no offset that may be 0, which drizzle leaves out).
 */
export async function runNamed<Result>(name: string, query: NameableQuery<Result>): Promise<Result> {
  const prepared = query.prepare(name);
  // PostgreSQL refuses a name reused for another text only on a connection that has both; checked
  // here on every database, so a test on the embedded one finds the mistake too.
  const text = prepared.getQuery().sql;
  const known = textOfName.get(name);
  if (known === undefined) textOfName.set(name, text);
  else if (known !== text) throw new Error(`The statement named ${name} was given a different SQL text`);
  return prepared.execute();
}

type NameableQuery<Result> = {
  prepare(name: string): { execute(): Promise<Result>; getQuery(): { sql: string } };
};

const textOfName = new Map<string, string>();
