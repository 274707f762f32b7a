/**
 * Statements kept prepared on the embedded database (decisions/0023, "Rows by their ids kept
 * prepared on the embedded database").
 *
 * PGlite's `query` sends every statement unnamed: PostgreSQL parses, analyses and plans it afresh
 * each time. For a list page's rows read by their ids, planning is most of the work: the people's
 * rows (21 columns built into JSON, the unit's name, the latest result's metrics) plan in 1.7 ms
 * and run in 1.2 ms on 100,000 people. A statement marked with `keptPrepared` is parsed once under a
 * name of its own and then only bound and executed; after five runs PostgreSQL's plan cache keeps
 * one generic plan when it costs no more than the plans made for each run's values, which is so for
 * rows read by their primary keys.
 *
 * Only statements whose best plan does not depend on their values may be marked (rows by their
 * ids): a list's page or count, whose plan depends on the company's size and the filter, is not.
 * On PostgreSQL the pool's statements are named the same way (`withKeptName`): node-postgres
 * prepares a named statement once per connection. Inside a transaction a marked statement runs as
 * any other.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const marked = new AsyncLocalStorage<boolean>();

/**
 * Runs `work`, one statement whose plan does not depend on its values, with that statement kept
 * prepared on the embedded database.
 */
export function keptPrepared<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside, so that a query builder's statement (a thenable) starts in the marked context.
  return marked.run(true, async () => await work());
}

/** Whether the statement being sent now was marked by `keptPrepared`. */
export function isMarkedPrepared(): boolean {
  return marked.getStore() === true;
}

/**
 * A node-postgres query's configuration, named when its statement was marked (the pool's queries,
 * client.ts): the name is the text's digest, so one name never stands for two texts.
 */
export function withKeptName<C>(config: C): C {
  if (!isMarkedPrepared() || typeof config !== 'object' || config === null) return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (typeof text !== 'string' || name) return config;
  return { ...config, name: keptName(text) };
}

/** The names given, by text: a marked statement is one of a few shapes, sent on every request. */
const keptNames = new Map<string, string>();

function keptName(text: string): string {
  let name = keptNames.get(text);
  if (name === undefined) {
    name = `mirume_kept_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Bounded as the statements PostgreSQL keeps per connection are not: a text seen after the
    // first thousand is digested on each run.
    if (keptNames.size < 1000) keptNames.set(text, name);
  }
  return name;
}

/** At most this many statements are kept per instance; later ones run as any other. */
export const MAX_KEPT_STATEMENTS = 64;

interface Kept {
  name: string;
  paramTypes: number[];
}

const keptOf = new WeakMap<PGlite, Map<string, Kept>>();
let nextName = 1;

/** PostgreSQL's feature_not_supported: "cached plan must not change result type" after a schema change. */
export const CACHED_PLAN_CHANGED = '0A000';

/**
 * Runs `text` on the instance under a name of its own, prepared on its first run; answers as
 * `PGlite.query` does. Answers null when the instance keeps as many statements as it may: the
 * caller then runs it as any other.
 */
export async function queryKept<T>(
  pglite: PGlite,
  text: string,
  params: unknown[] = [],
  options?: QueryOptions,
): Promise<Results<T> | null> {
  let kept = keptOf.get(pglite);
  if (!kept) {
    kept = new Map();
    keptOf.set(pglite, kept);
  }
  const statements = kept;
  if (!statements.has(text) && statements.size >= MAX_KEPT_STATEMENTS) return null;
  // As PGlite's own query: after any transaction under way, one message exchange at a time.
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(async () => {
      try {
        return await execute<T>(pglite, statements, text, params, options);
      } catch (err) {
        // A table the statement reads was changed since it was prepared: prepare it again, once.
        if ((err as { code?: string }).code !== CACHED_PLAN_CHANGED) throw err;
        await forget(pglite, statements, text);
        return execute<T>(pglite, statements, text, params, options);
      }
    }),
  );
}

async function execute<T>(
  pglite: PGlite,
  statements: Map<string, Kept>,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const { serialize } = protocol;
  let statement = statements.get(text);
  if (!statement) {
    const name = `mirume_kept_${nextName++}`;
    const { messages } = await pglite.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
  }
  const paramTypes = statement.paramTypes;
  // Serialized as PGlite's query serializes them: by the parameter's type, else as text.
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const oid = paramTypes[i] as number;
    const serializer = options?.serializers?.[oid] ?? pglite.serializers[oid];
    return serializer ? serializer(param) : String(param);
  });
  const { messages } = await pglite.execProtocol(
    Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
}

async function forget(pglite: PGlite, statements: Map<string, Kept>, text: string) {
  const statement = statements.get(text);
  statements.delete(text);
  if (!statement) return;
  const { serialize } = protocol;
  await pglite.execProtocol(
    Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
  );
}

/** The names of the statements the instance keeps (for tests). */
export function keptStatementNames(pglite: PGlite): string[] {
  return [...(keptOf.get(pglite)?.values() ?? [])].map((k) => k.name);
}
