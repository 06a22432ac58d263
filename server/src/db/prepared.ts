import type { Database } from './client';

/**
 * Builds a query's prepared statement once per database. Hot queries run on every authenticated
 * request; preparing them spares PostgreSQL the planning, which costs more than the query itself.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
