/**
 * How the embedded database's results are parsed for the query builder and for the job queue
 * (decisions/0023, "Per-statement costs on the embedded database").
 */
import { type PGlite, types } from '@electric-sql/pglite';

/**
 * Date and time types, and arrays of them, as PostgreSQL writes them: the query builder makes its
 * own values of them (a Date from a timestamp, a string from a date column), and asks the embedded
 * database for the text with every query.
 */
const TEXT_TIME_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
  1231, // numeric[]
];
const asText = (value: string) => value;

/**
 * The embedded database reads the query builder's date and time types as text once, on the
 * instance, instead of with every query: asked with each query, it copies its whole table of
 * parsers (380 types) for that query, 0.14 ms of a 0.45 ms single-row statement (measured,
 * decisions/0023 "Per-statement costs on the embedded database"). `forQueryBuilder` then stops
 * asking. Anything else reading this instance directly sees these types as text too; the job
 * queue is given Dates back (jobs.ts, `withDates`).
 */
export function readTimesAsText(pglite: PGlite) {
  for (const oid of TEXT_TIME_TYPES) pglite.parsers[oid] = asText;
}

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = new WeakMap<object, QueryOptions>();

/** The query builder's options less its parsers, which the instance already has (readTimesAsText). */
function lessParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  let less = withoutParsers.get(options);
  if (!less) {
    less = { ...options, parsers: undefined };
    withoutParsers.set(options, less);
  }
  return less;
}

/** The instance as the query builder sees it: its queries, in and out of transactions, less parsers. */
export function forQueryBuilder(pglite: PGlite): PGlite {
  type Queryable = Pick<PGlite, 'query'>;
  const queryLessParsers =
    (target: Queryable) => (text: string, params?: unknown[], options?: QueryOptions) =>
      target.query(text, params, lessParsers(options));
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === 'query') return queryLessParsers(t as unknown as Queryable);
        if (prop === 'transaction') {
          return (fn: (tx: unknown) => Promise<unknown>) =>
            (t as unknown as PGlite).transaction((tx) => fn(wrap(tx)));
        }
        const value = Reflect.get(t, prop, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return wrap(pglite);
}

/** The embedded database's own parsers of the date and time types (Dates), as a query option. */
const DATE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE].map((oid) => [oid, types.parsers[oid]]),
) as NonNullable<QueryOptions>['parsers'];

/**
 * The instance as the job queue sees it: dates and times as Dates, as the queue's driver reads
 * them from a PostgreSQL server (the instance reads them as text, readTimesAsText).
 */
export function withDates(pglite: PGlite): PGlite {
  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, { ...options, parsers: { ...DATE_PARSERS, ...options?.parsers } });
      }
      if (prop === 'exec') {
        return (text: string, options?: QueryOptions) =>
          target.exec(text, { ...options, parsers: { ...DATE_PARSERS, ...options?.parsers } });
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
