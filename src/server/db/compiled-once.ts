import type { Compilable } from 'kysely';
import type { Db } from './connection';

/**
 * A hot query built and compiled once, then run with new parameter values: building a Kysely
 * query and compiling it to SQL is real work on every request for a query whose shape never
 * changes (the session check runs on every request). `query` is built with stand-in values;
 * the function it returns passes the values in the order the compiled SQL takes its parameters.
 */
export function compiledOnce<Row>(db: Db, query: Compilable<Row>) {
  const compiled = query.compile();
  const count = compiled.parameters.length;
  return async (...values: readonly (string | number | null)[]): Promise<Row[]> => {
    if (values.length !== count) {
      throw new Error(`compiled query takes ${count} values, got ${values.length}`);
    }
    return (await db.executeQuery<Row>({ ...compiled, parameters: values })).rows;
  };
}
