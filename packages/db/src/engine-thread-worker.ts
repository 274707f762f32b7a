/**
 * The embedded database's own thread (engine-thread.ts): opens the data directory it is given and
 * answers the server's thread's statements, transactions and close, one message each.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { EMBEDDED_POSTGRESQL_CONF, PGLITE_EXTENSIONS } from './engine-config.ts';
import type { Reply, Request, Started, WireOptions } from './engine-thread.ts';
import { toWireError } from './engine-thread.ts';
import { DEFAULT_LANE, FairShare, inLane, type Lane } from './fair-share.ts';
import { keepFileSizes } from './pglite-file-sizes.ts';
import { DATE_PARSERS, readTimesAsText } from './pglite-parsers.ts';
import { queryKept } from './prepared.ts';

const port = parentPort;
if (!port) throw new Error('engine-thread-worker.ts runs as a worker thread only');

/** An open transaction: its statements' target, and how it is ended. */
interface Open {
  tx: Transaction;
  commit: () => void;
  rollback: () => void;
  /** The `end` request's id, once it has come. */
  endId?: number;
}

/** Asked to roll back (not an error of the transaction's own). */
const ROLLBACK = Symbol('rollback');

async function main() {
  const { dataDir } = workerData as { dataDir: string };
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
      extensions: PGLITE_EXTENSIONS,
    });
    keepFileSizes(pglite);
    readTimesAsText(pglite);
  } catch (err) {
    port?.postMessage({ started: false, error: toWireError(err) } satisfies Started);
    return;
  }
  const open = new Map<number, Open>();
  // Statements and transactions outside a transaction take turns by lane, as on the server's
  // thread; those inside one run at once (it holds the engine).
  const share = new FairShare();
  const inTurn = <T>(lane: Lane | undefined, tx: number | undefined, work: () => Promise<T>) =>
    tx === undefined ? inLane(lane ?? DEFAULT_LANE, () => share.run(work)) : work();
  const reply = (message: Reply) => port?.postMessage(message);
  const fail = (id: number, err: unknown) => reply({ id, ok: false, error: toWireError(err) });
  const optionsOf = (options: WireOptions) => ({
    rowMode: options.rowMode,
    parsers: options.dates ? DATE_PARSERS : undefined,
  });
  const targetOf = (tx: number | undefined) => {
    if (tx === undefined) return pglite;
    const state = open.get(tx);
    if (!state) throw new Error('Transaction is closed');
    return state.tx;
  };

  function begin(id: number, lane: Lane) {
    let settle: Pick<Open, 'commit' | 'rollback'> | undefined;
    const ended = new Promise<void>((resolve, reject) => {
      settle = { commit: resolve, rollback: () => reject(ROLLBACK) };
    });
    let begun = false;
    inLane(lane, () =>
      share.run(() =>
        pglite.transaction(async (tx) => {
          open.set(id, { tx, ...(settle as Pick<Open, 'commit' | 'rollback'>) });
          begun = true;
          reply({ id, ok: true, value: id });
          await ended;
        }),
      ),
    ).then(
      () => {
        const endId = open.get(id)?.endId;
        open.delete(id);
        if (endId !== undefined) reply({ id: endId, ok: true });
      },
      (err: unknown) => {
        const endId = open.get(id)?.endId;
        open.delete(id);
        if (!begun) fail(id, err);
        else if (endId !== undefined) {
          if (err === ROLLBACK) reply({ id: endId, ok: true });
          else fail(endId, err);
        }
      },
    );
  }

  port?.on('message', (request: Request) => {
    const { id } = request;
    try {
      switch (request.op) {
        case 'query':
        case 'exec': {
          const target = targetOf(request.tx);
          const options = optionsOf(request.options);
          const run = async (): Promise<unknown> => {
            if (request.op === 'exec') return target.exec(request.text, options);
            // A statement marked to be kept prepared (prepared.ts), outside a transaction.
            if (request.kept && request.tx === undefined) {
              const kept = await queryKept(pglite, request.text, request.params, options);
              if (kept) return kept;
            }
            return target.query(request.text, request.params, options);
          };
          inTurn(request.lane, request.tx, run).then(
            (value) => reply({ id, ok: true, value }),
            (err: unknown) => fail(id, err),
          );
          return;
        }
        case 'begin':
          begin(id, request.lane);
          return;
        case 'end': {
          const state = open.get(request.tx);
          if (!state) {
            fail(id, new Error('Transaction is closed'));
            return;
          }
          state.endId = id;
          if (request.commit) state.commit();
          else state.rollback();
          return;
        }
        case 'prepare':
          // At start, before any request: the server's own migrations and demo seed, run here
          // against the engine through the query builder (client.ts), in the background lane.
          inTurn(DEFAULT_LANE, undefined, async () => {
            const { openDatabase } = await import('./client.ts');
            return (await openDatabase({ pglite })).prepare(request.seed);
          }).then(
            (value) => reply({ id, ok: true, value }),
            (err: unknown) => fail(id, err),
          );
          return;
        case 'close':
          pglite.close().then(
            () => reply({ id, ok: true }),
            (err: unknown) => fail(id, err),
          );
          return;
      }
    } catch (err) {
      fail(id, err);
    }
  });
  port?.postMessage({ started: true } satisfies Started);
}

await main();
