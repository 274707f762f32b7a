// Job queue throughput on both database drivers: the job runner of the API (pg-boss) on a fresh
// embedded PGlite and, when one answers on 127.0.0.1:5432, on a fresh PostgreSQL database.
// - 1,000 no-op jobs: sent one by one (as requests do), then worked by one process with 4
//   workers; measured from the first send to the last job done.
// - 100 PDF jobs: each draws one mirumevital report (the same drawing as the PDF download) from a
//   synthetic result; 2 workers, as the report queue runs.
// Targets: 1,000 no-op jobs within 30 s; 100 PDFs within 60 s (each driver).
import net from 'node:net';
import { median } from './lib.mjs';

const NOOP_JOBS = 1000;
const PDF_JOBS = 100;
const TARGET_NOOP_MS = 30_000;
const TARGET_PDF_MS = 60_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const silent = () => {};
const log = { fatal: silent, error: silent, warn: silent, info: silent, debug: silent, trace: silent };
log.child = () => log;

function postgresAnswers() {
  const url = new URL(PG_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 5432), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function openDriver(kind) {
  const { openDatabase, PGLITE_EXTENSIONS } = await import('../packages/db/src/index.ts');
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
    await database.migrate();
    return { database, drop: async () => database.close() };
  }
  const pg = (await import('pg')).default;
  const name = `mirume_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A synthetic applicant's report input, drawn the way the download draws it. */
async function reportInput() {
  const { DEFAULT_CRITERIA } = await import('../packages/shared/src/vital/criteria.ts');
  const { scoreSession } = await import('../packages/shared/src/vital/scoring/index.ts');
  const { synthesizeSession } = await import('../packages/shared/src/vital/synthetic.ts');
  const seed = 4242;
  const scored = scoreSession({
    diagnosisType: 'senkou',
    device: 'pc',
    seed,
    webdriver: false,
    blocks: synthesizeSession('typical', seed, { device: 'pc' }),
    criteria: DEFAULT_CRITERIA.senkou.rules,
  });
  return {
    person: {
      last_name: '計測',
      first_name: '太郎',
      kana_last_name: 'ケイソク',
      kana_first_name: 'タロウ',
      employee_number: 'B-0001',
      employment_type: 'senkou',
    },
    result: {
      scoring_version: scored.scoring_version,
      metrics: scored.metrics,
      aptitudes: scored.aptitudes,
      pc_evaluation: scored.pc_evaluation,
      rank: scored.rank,
      rank_rule: scored.rank_rule,
      validity: scored.validity,
      norm_device: 'pc',
      id: 1,
      employee_id: 1,
      diagnosis_type: 'senkou',
      taken_at: new Date().toISOString(),
      device: 'pc',
      browser: 'chrome',
      os: 'linux',
      source_result_id: null,
    },
  };
}

async function measure(database, name, count, handler, concurrency) {
  const { JobRunner } = await import('../apps/api/src/jobs/runner.ts');
  const runner = new JobRunner({
    database,
    log,
    work: true,
    pollSeconds: 0.5,
    heartbeatSeconds: 30,
    monitorSeconds: 30,
  });
  let done = 0;
  const latencies = [];
  runner.define({
    name,
    concurrency,
    handler: async (data) => {
      await handler();
      latencies.push(Date.now() - data.sentAt);
      done++;
    },
  });
  await runner.start();
  const t0 = performance.now();
  for (let i = 0; i < count; i++) await runner.send(name, { i, sentAt: Date.now() });
  const sentMs = performance.now() - t0;
  runner.wake(name);
  while (done < count) await new Promise((r) => setTimeout(r, 10));
  const totalMs = performance.now() - t0;
  await runner.stop(1000);
  return { sentMs, totalMs, medianLatency: median(latencies) };
}

export async function benchJobs() {
  const { reportPdf } = await import('../apps/api/src/services/reports/report-pdf.ts');
  const input = await reportInput();
  await reportPdf(input); // loads the font once, as a running server has
  const drivers = ['pglite', ...((await postgresAnswers()) ? ['postgres'] : [])];
  const rows = [];
  for (const kind of drivers) {
    const { database, drop } = await openDriver(kind);
    try {
      const noop = await measure(database, 'bench-noop', NOOP_JOBS, async () => {}, 4);
      rows.push({
        metric: `${kind}: ${NOOP_JOBS} no-op jobs, first send → last done (sending alone; median wait per job)`,
        value: `${(noop.totalMs / 1000).toFixed(1)} s = ${Math.round((NOOP_JOBS / noop.totalMs) * 1000)} jobs/s (${(noop.sentMs / 1000).toFixed(1)} s; ${Math.round(noop.medianLatency)} ms)`,
        target: `< ${TARGET_NOOP_MS / 1000} s`,
        ok: noop.totalMs < TARGET_NOOP_MS ? '✓' : '✗',
      });
      const pdf = await measure(database, 'bench-pdf', PDF_JOBS, () => reportPdf(input), 2);
      rows.push({
        metric: `${kind}: ${PDF_JOBS} PDF jobs (one report each), send → all done`,
        value: `${(pdf.totalMs / 1000).toFixed(1)} s = ${((PDF_JOBS / pdf.totalMs) * 1000).toFixed(1)} PDFs/s`,
        target: `< ${TARGET_PDF_MS / 1000} s`,
        ok: pdf.totalMs < TARGET_PDF_MS ? '✓' : '✗',
      });
    } finally {
      await drop();
    }
  }
  if (drivers.length === 1)
    rows.push({ metric: 'postgres: not measured (no server on 127.0.0.1:5432)', value: '—' });
  return rows;
}
