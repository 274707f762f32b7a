/**
 * A list page's wide rows read as one JSON text per row (decisions/0023, "Per-statement costs on
 * the embedded database").
 *
 * The embedded database hands every field of a result to JavaScript through its wire-protocol
 * parser, which copies each field into a buffer of its own and decodes it: a page of 50 people ×
 * 20 columns is 1,000 such fields. Built into one JSON array per row by the database, the same page
 * is 50 fields and one `JSON.parse` each (the people's rows by id: 3.1 → 2.7 ms, measured). On
 * PostgreSQL the same statement runs unchanged.
 *
 * The values are decoded by the selection's own columns, as the query builder does. JSON renders a
 * few types differently from the text protocol, so only the column types below are read this way;
 * any other (numeric, string-mode timestamps, …) is refused when the query is built, so a change
 * of a selection cannot silently change a value.
 */
import { Column, is, noopDecoder, type Query, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../client.ts';
import { keptPrepared } from '../prepared.ts';

/** Column types whose JSON value decodes to what the text protocol gives. */
const JSON_SAFE_COLUMNS = new Set([
  'PgInteger',
  'PgSerial',
  'PgSmallInt',
  'PgBigInt53',
  'PgBigSerial53',
  'PgText',
  'PgVarchar',
  'PgEnumColumn',
  'PgBoolean',
  'PgJsonb',
  'PgJson',
  'PgTimestamp',
  'PgDateString',
]);

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Selection = Record<string, Column | SQL | SQL.Aliased>;

function decoderOf(name: string, field: unknown): Decoder {
  if (is(field, Column)) {
    if (!JSON_SAFE_COLUMNS.has(field.columnType)) {
      throw new Error(`jsonRows: column "${name}" (${field.columnType}) is not read as JSON`);
    }
    return field;
  }
  // An SQL expression is read as JSON gives it (an int, text, bool or jsonb value, as the text
  // protocol's parsers give them); one with its own decoder (`.mapWith`) is refused.
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  if (is(expression, SQL) && (expression as unknown as { decoder: unknown }).decoder === noopDecoder) {
    return noopDecoder;
  }
  throw new Error(`jsonRows: field "${name}" is not a column or an SQL expression without a decoder`);
}

/** A statement's columns, their decoders and the statement that builds each row as JSON. */
function asJson(selection: Selection, query: SQLWrapper) {
  const keys = Object.keys(selection);
  const decoders = keys.map((key) => decoderOf(key, selection[key]));
  // PostgreSQL's functions take at most 100 arguments.
  if (keys.length === 0 || keys.length > 100) throw new Error('jsonRows: 1 to 100 columns');
  const names = sql.join(
    keys.map((_, i) => sql.raw(`c${i}`)),
    sql`, `,
  );
  // The derived table's column list names the columns by position (a selection may read two
  // columns of the same name from two tables). A plain projection keeps the subquery's order.
  const statement = sql`select json_build_array(${names})::text as j from (${query}) as mirume_rows(${names})`;
  return { keys, decoders, statement };
}

/** The answer's rows, decoded as the query builder would, in the statement's order. */
function readRows<Row>(result: unknown, keys: string[], decoders: Decoder[]): Row[] {
  // Both drivers (PGlite and node-postgres) answer `{ rows }`.
  const { rows } = result as { rows: { j: string }[] };
  return rows.map(({ j }) => {
    const values = JSON.parse(j) as unknown[];
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const value = values[i];
      row[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
    }
    return row as Row;
  });
}

/**
 * Runs `query` (a select of `selection`, a flat object of columns and SQL expressions) with each
 * row built as one JSON array, and answers the rows as the query builder would. The rows keep the
 * query's order.
 */
export async function jsonRows<S extends Selection, Row>(
  db: Executor,
  selection: S,
  query: SQLWrapper & PromiseLike<Row[]>,
): Promise<Row[]> {
  const { keys, decoders, statement } = asJson(selection, query);
  return readRows<Row>(await db.execute(statement), keys, decoders);
}

/** The drivers' dialect (neither is given a casing), for statements written once. */
const dialect = new PgDialect();

/**
 * A `jsonRows` statement whose text is the same on every run, as a page's rows read by their ids
 * are (decisions/0023, "A statement written once per shape"). `build` gives its selection and
 * query with placeholders (`sql.placeholder('ids')`) where the values go; it is written out on the
 * first run, and each run only fills in `values`. Writing the same statement again on every
 * request was most of the query builder's share of the server's thread on the lists.
 *
 * Such a statement reads rows by their ids, whose plan does not depend on the values: it runs kept
 * prepared on the embedded database (prepared.ts).
 */
export function jsonRowsStatement<S extends Selection, Row>(
  build: (db: Executor) => { selection: S; query: SQLWrapper & PromiseLike<Row[]> },
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  let written: { keys: string[]; decoders: Decoder[]; query: Query } | undefined;
  return async (db, values) => {
    if (!written) {
      const { selection, query } = build(db);
      const { keys, decoders, statement } = asJson(selection, query);
      written = { keys, decoders, query: dialect.sqlToQuery(statement) };
    }
    const { keys, decoders, query } = written;
    // As `db.execute` runs a statement, with the placeholders filled in from `values`.
    const prepared = (db as Db)._.session.prepareQuery(query, undefined, undefined, false);
    return readRows<Row>(await keptPrepared(() => prepared.execute(values)), keys, decoders);
  };
}
