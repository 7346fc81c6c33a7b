import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * A statement written as SQL, with `sql.placeholder(name)` for its values, that is built into
 * text once per database handle and sent as the named statement `name` — neither Drizzle nor
 * PostgreSQL prepares it again per request. For hot reads whose statement has subqueries or
 * lateral joins: built with Drizzle's query builder on every call these cost the server more CPU
 * than their round trips (decision 044). Rows come back as the driver reads them: timestamps as
 * text (Drizzle's raw mode on both drivers), integers, booleans, arrays and JSON as values.
 */
export function preparedStatement<Row>(name: string, build: () => SQL) {
  const perDatabase = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = perDatabase.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      perDatabase.set(db, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
