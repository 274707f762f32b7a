/**
 * How the embedded database's results are parsed for the query builder and for the job queue
 * (decisions/0023, "Per-statement costs on the embedded database"), and the order in which their
 * statements reach it ("One engine shared fairly").
 */
import { PGlite, types } from '@electric-sql/pglite';
import { FairShare } from './fair-share.ts';
import { isMarkedPrepared, queryKept } from './prepared.ts';

/**
 * Date and time types, arrays of them and numeric arrays, as PostgreSQL writes them: the query
 * builder makes its own values of them (a Date from a timestamp, a string from a date column), and
 * asks the embedded database for the text with every query.
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

type Gate = <R>(work: () => Promise<R>) => Promise<R>;
const atOnce: Gate = (work) => work();

/**
 * The instance with every statement's options passed through `adapt` — its queries and exec
 * calls, also inside its transactions; everything else is the instance itself. Statements and
 * transactions of the instance itself wait for their turn (`gate`); those inside a transaction,
 * which holds the engine already, do not.
 */
function adaptingOptions<T extends object>(
  target: T,
  adapt: (options: QueryOptions) => QueryOptions,
  gate: Gate = atOnce,
): T {
  // The instance itself keeps marked statements prepared (prepared.ts); a transaction's statements
  // run as any other.
  const keeps = target instanceof PGlite;
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t);
      if (typeof value !== 'function') return value;
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          if (keeps && isMarkedPrepared()) {
            return gate(
              async () =>
                (await queryKept(t as PGlite, text, params, adapt(options))) ??
                value.call(t, text, params, adapt(options)),
            );
          }
          return gate(() => value.call(t, text, params, adapt(options)));
        };
      }
      if (prop === 'exec')
        return (text: string, options?: QueryOptions) => gate(() => value.call(t, text, adapt(options)));
      if (prop === 'transaction') {
        return (fn: (tx: object) => Promise<unknown>) =>
          gate(() => value.call(t, (tx: object) => fn(adaptingOptions(tx, adapt))));
      }
      return value.bind(t);
    },
  });
}

/** One queue per instance for everything that reaches it through the views below. */
const shares = new WeakMap<PGlite, FairShare>();

/**
 * The instance's statements in turn, shared out between lanes (fair-share.ts). The engine on its
 * own thread shares itself out there (engine-thread-worker.ts): each statement is handed over at
 * once with its lane, so the engine never waits for this thread to choose the next.
 */
function fairly(pglite: PGlite): Gate {
  if (!(pglite instanceof PGlite)) return atOnce;
  let share = shares.get(pglite);
  if (!share) {
    share = new FairShare();
    shares.set(pglite, share);
  }
  const queue = share;
  return (work) => queue.run(work);
}

/**
 * The instance as the query builder sees it: its statements less parsers (readTimesAsText), each
 * in its lane's turn (fair-share.ts).
 */
export function forQueryBuilder(pglite: PGlite): PGlite {
  return adaptingOptions(pglite, lessParsers, fairly(pglite));
}

/** The embedded database's own parsers of the date and time types (Dates), as a query option. */
export const DATE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE].map((oid) => [oid, types.parsers[oid]]),
) as NonNullable<QueryOptions>['parsers'];

/**
 * The instance as the job queue sees it: dates and times as Dates, as the queue's driver reads
 * them from a PostgreSQL server (the instance reads them as text, readTimesAsText).
 */
export function withDates(pglite: PGlite): PGlite {
  return adaptingOptions(
    pglite,
    (options) => ({ ...options, parsers: { ...DATE_PARSERS, ...options?.parsers } }),
    fairly(pglite),
  );
}
