/**
 * Starts the product: opens the database (embedded PGlite in DATA_DIR unless DATABASE_URL is
 * set), applies migrations, seeds the demo world into an empty database (outside production, or
 * with SEED_DEMO=true), refuses to go on in production while demo accounts keep the demo
 * password, listens, and prints the demo logins. SIGTERM/SIGINT finish in-flight requests and close the database.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { DataDirLockedError, DEMO_PASSWORD, demoLogins, openDatabase } from '@mirume/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { checkDemoAccounts, UNSAFE_START_EXIT_CODE, UnsafeStartError } from './lib/start-up-safety.ts';
import { attachDemoSheets } from './services/assessments/sheets/demo-sheets.ts';

/**
 * How long an orderly shutdown may take before the process exits with 1. Closing the embedded
 * database writes out what is still in memory, which after a large import on a loaded machine can
 * take more than 10 s; 25 s stays inside Kubernetes' default grace period of 30 s.
 */
const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * On the embedded database the engine's memory counts towards the process's, and the old
 * generation is collected once it has grown by half since the last full collection rather than
 * when V8's own factor says (up to four times the live size for a heap this size): under the
 * 100,000-person list load the heap went from 64 MB live to 138 MB before each full collection,
 * pages the process then kept. On a PostgreSQL server the process has room to spare and keeps
 * V8's default, which served up to 17 % more list requests (docs/decisions/0001).
 */
const EMBEDDED_HEAP_GROWING_PERCENT = 50;

async function main() {
  const config = loadConfig();
  const started = performance.now();
  // V8 reads it at each full collection and fixes the heap's next limit then, so it is set before
  // the start-up's own collections (set at listen, the list load's first one came at 135 MB).
  const heapGrowth = (percent: number) => {
    if (!config.DATABASE_URL) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  };
  heapGrowth(EMBEDDED_HEAP_GROWING_PERCENT);
  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({
        dataDir: path.join(config.dataDir, 'pglite'),
        thread: config.DATABASE_THREAD ?? false,
      });
  // The demo seed of an empty database allocates much for a few seconds: V8's own factor for it
  // (with ours, the collections during the seed made such a start about half a second slower).
  heapGrowth(0);
  const seeded = await database.prepare(config.SEED_DEMO);
  heapGrowth(EMBEDDED_HEAP_GROWING_PERCENT);
  let warnings: string[];
  try {
    warnings = await checkDemoAccounts(config, database.db);
  } catch (err) {
    await database.close();
    throw err;
  }

  const app = await buildApp({ config, database });
  /** The demo results' original sheets (started once the server answers, below). */
  let demoSheets: Promise<void> = Promise.resolve();
  const stopDemoSheets = new AbortController();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      // The sheet being drawn is finished (a fraction of a second); the others are left.
      stopDemoSheets.abort();
      await app.close();
      await demoSheets;
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const readyMs = Math.round(performance.now() - started);
  // The demo results' original sheets need the file storage, which the app opens. Drawing them
  // (35 PDFs) took 2.5–3 s, half of an empty database's start, so it runs once the server answers:
  // the demo world is usable at once, and each result shows its sheet when attached.
  if (seeded) {
    demoSheets = attachDemoSheets(database.db, app.files, stopDemoSheets.signal).then(
      (attached) => app.log.info({ attached }, 'demo result sheets attached'),
      (err: unknown) => app.log.error({ err }, 'demo result sheets could not be attached'),
    );
  }

  const lines = [
    '',
    `  ミルメ が起動しました: http://localhost:${port}  (${readyMs} ms, database: ${database.kind})`,
    `  運営者画面: http://localhost:${port}/admin   API ドキュメント: http://localhost:${port}/api/v1/docs`,
  ];
  if (!config.SMTP_URL && !config.isProduction) {
    lines.push(
      `  SMTP_URL が未設定のためメールは送信されません。開発用メールボックス: http://localhost:${port}/dev/mailbox`,
    );
  } else if (!config.SMTP_URL) {
    lines.push('  警告: SMTP_URL が未設定です。メールは送信されず、送信待ちとして保存されます。');
  }
  if (config.SEED_DEMO) {
    lines.push(
      seeded ? '  デモデータを作成しました。' : '  デモ用ログイン（データベースにデモデータがある場合）:',
      `  デモ用パスワード（デモ専用）: ${DEMO_PASSWORD}`,
      ...demoLogins().map(
        (l) => `    ${l.area === 'company' ? '企業  ' : '運営者'} ${l.role.padEnd(15)} ${l.email}`,
      ),
    );
  }
  lines.push(...warnings, '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  if (err instanceof UnsafeStartError) {
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(UNSAFE_START_EXIT_CODE);
  }
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(2);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
