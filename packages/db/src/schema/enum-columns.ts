/**
 * Text columns restricted to a closed set of values. The values come from the shared enumerations
 * (packages/shared/src/enums.ts) where one exists, so the column type, the CHECK constraint and the
 * API schemas cannot drift apart; both the Drizzle `enum:` option and the CHECK SQL are built here.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, text } from 'drizzle-orm/pg-core';

type Values<V extends string> = readonly [V, ...V[]];

/** A text column typed as one of `values` (the database enforces them with `enumCheck`). */
export function enumText<TName extends string, V extends string>(name: TName, values: Values<V>) {
  return text(name, { enum: values });
}

/**
 * CHECK that `column` holds one of `values` (the list its `enumText` was given): `column in ('a','b')`,
 * and for a nullable column `column is null or column in ('a','b')`. The list is inlined as SQL
 * literals in the values' order (a constraint cannot take parameters), which is the SQL the
 * migrations hold. The values are passed again because the columns a table's constraint callback
 * receives do not carry their enumeration at run time.
 */
export function enumCheck(name: string, column: AnyPgColumn, values: Values<string>) {
  const inList: SQL = sql`${column} in (${sql.raw(values.map(literal).join(','))})`;
  return check(name, column.notNull ? inList : sql`${column} is null or ${inList}`);
}

/** Every value of `a`, then those of `b` not already in `a` (a column storing either set). */
export function unionValues<A extends string, B extends string>(a: Values<A>, b: Values<B>): Values<A | B> {
  const inA: readonly string[] = a;
  const extra = b.filter((v) => !inA.includes(v));
  return [...a, ...extra];
}

/** The stored values of an enumeration some of whose values are derived, never stored. */
export function storedValues<V extends string, D extends V>(
  values: Values<V>,
  ...derived: D[]
): Values<Exclude<V, D>> {
  const skip: readonly string[] = derived;
  const stored = values.filter((v): v is Exclude<V, D> => !skip.includes(v));
  const [first, ...rest] = stored;
  if (first === undefined) throw new Error('an enumeration needs at least one stored value');
  return [first, ...rest];
}

function literal(value: string): string {
  // Enumeration values are identifiers chosen in code; a quote would need escaping, so refuse it.
  if (value.includes("'")) throw new Error(`enumeration value with a quote: ${value}`);
  return `'${value}'`;
}
