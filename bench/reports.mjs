// PDF reports on the built server and the embedded database: 100 applicant people with one scored
// result each and one employee result, seeded through the db package (a small pool of synthetic
// sessions scored once, stored with storeScoredSession as the examinee's /complete call does).
// Measured: one report downloaded (median of 20, per type), and a combined download of the 100 —
// from the POST that starts the job, through polling its progress, to the file read to the end.
// While the job runs, /healthz is called every 50 ms: its slowest answer shows how long the
// report drawing holds the event loop. Targets: one PDF < 500 ms; 100 reports < 30 s.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { median, startServer, tempDataDir } from './lib.mjs';

const ADMIN = 'admin@demo.mirume.test';
const PEOPLE = 100;
const POOL = 10;
const SINGLE_RUNS = 20;
const TARGET_ONE_MS = 500;
const TARGET_ALL_MS = 30_000;

/** POOL synthetic sessions of several profiles, scored as `type`. */
async function scorings(type) {
  const { DEFAULT_CRITERIA } = await import('../packages/shared/src/vital/criteria.ts');
  const { scoreSession } = await import('../packages/shared/src/vital/scoring/index.ts');
  const { synthesizeSession } = await import('../packages/shared/src/vital/synthetic.ts');
  const profiles = ['typical', 'fast_steady', 'slow', 'tired', 'false_starter'];
  return Array.from({ length: POOL }, (_, i) => {
    const seed = 90_000 + i;
    const blocks = synthesizeSession(profiles[i % profiles.length], seed, { device: 'pc' });
    return {
      seed,
      scored: scoreSession({
        diagnosisType: type,
        device: 'pc',
        seed,
        webdriver: false,
        blocks,
        criteria: DEFAULT_CRITERIA[type].rules,
      }),
    };
  });
}

/** Seeds the people and results; answers [employee_id, result_id] pairs per type. */
async function seed(dataDir) {
  const { openDatabase, schema } = await import('../packages/db/src/index.ts');
  const { storeScoredSession } = await import('../apps/api/src/services/exam/complete.ts');
  const { eq } = await import('drizzle-orm');
  const pools = { senkou: await scorings('senkou'), employee: await scorings('employee') };
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [admin] = await database.db
      .select({ company_id: schema.companyAdmins.company_id })
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.email, ADMIN));
    const companyId = admin.company_id;
    const stored = { senkou: [], employee: [] };
    const sit = (n, type) =>
      database.db.transaction(async (tx) => {
        const [person] = await tx
          .insert(schema.employees)
          .values({
            company_id: companyId,
            employee_id: `PDF${String(n).padStart(4, '0')}`,
            last_name: '帳票',
            first_name: `太郎${n}`,
            kana_last_name: 'チョウヒョウ',
            kana_first_name: 'タロウ',
            employment_type: type === 'senkou' ? 'senkou' : 'full_time',
          })
          .returning({ id: schema.employees.id });
        const takenAt = new Date(Date.parse('2026-10-01T01:00:00Z') + n * 3_600_000);
        const { seed, scored } = pools[type][n % POOL];
        const [link] = await tx
          .insert(schema.diagnosisLinks)
          .values({
            company_id: companyId,
            employee_id: person.id,
            diagnosis_type: type,
            token_hash: randomBytes(32).toString('hex'),
            deadline: new Date(takenAt.getTime() + 7 * 86_400_000),
            status: 'in_progress',
          })
          .returning({ id: schema.diagnosisLinks.id });
        const [session] = await tx
          .insert(schema.diagnosisSessions)
          .values({
            company_id: companyId,
            link_id: link.id,
            employee_id: person.id,
            diagnosis_type: type,
            protocol_version: 'mv1',
            seed,
            device: 'pc',
            os: 'windows',
            browser: 'chrome',
          })
          .returning({ id: schema.diagnosisSessions.id });
        const { resultId } = await storeScoredSession(tx, {
          session: {
            id: session.id,
            company_id: companyId,
            employee_id: person.id,
            link_id: link.id,
            diagnosis_type: type,
            device: 'pc',
          },
          scored,
          criteriaId: null,
          takenAt,
        });
        stored[type].push([person.id, resultId]);
      });
    for (let n = 0; n < PEOPLE; n++) await sit(n, 'senkou');
    await sit(PEOPLE, 'employee');
    return stored;
  } finally {
    await database.close();
  }
}

async function signIn(base) {
  const res = await fetch(`${base}/api/v1/company_admins/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'mirume-demo' }),
  });
  return {
    'access-token': res.headers.get('access-token'),
    client: res.headers.get('client'),
    uid: res.headers.get('uid'),
    'token-type': 'Bearer',
  };
}

/** Median download time of one report (after one warm-up download that loads the font). */
async function oneReport(base, headers, type, [employeeId, resultId]) {
  const url = `${base}/api/v1/employees/${employeeId}/mirumevital_${type}_pdf_download/${resultId}.pdf`;
  await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let bytes = 0;
  let ok = true;
  for (let i = 0; i < SINGLE_RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    ok &&= res.ok && res.headers.get('content-type') === 'application/pdf';
  }
  return { ms: median(times), bytes, ok };
}

/** POST → poll (50 ms) → file; /healthz probed every 50 ms meanwhile. */
async function combined(base, headers, ids) {
  let probing = true;
  let slowestProbe = 0;
  const probe = (async () => {
    while (probing) {
      const t0 = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      slowestProbe = Math.max(slowestProbe, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const t0 = performance.now();
  const started = await fetch(`${base}/api/v1/mirumevital_senkou_pdf_download_all`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  const { job_id } = (await started.json()).data;
  let polls = 0;
  let job;
  do {
    await new Promise((r) => setTimeout(r, 50));
    job = (await (await fetch(`${base}/api/v1/report_jobs/${job_id}`, { headers })).json()).data;
    polls++;
  } while (job.status === 'running');
  const file = await fetch(`${base}/api/v1/report_jobs/${job_id}/file`, { headers });
  const body = Buffer.from(await file.arrayBuffer());
  const ms = performance.now() - t0;
  probing = false;
  await probe;
  const pages = body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  return { ms, status: job.status, done: job.done, polls, bytes: body.length, pages, slowestProbe };
}

export async function benchReports() {
  const dataDir = tempDataDir('mirume-bench-reports-');
  // First start: initialise the embedded database and seed the demo world; then the bench data.
  await (await startServer({ DATA_DIR: dataDir })).stop();
  const stored = await seed(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const headers = await signIn(server.base);
    const senkou = await oneReport(server.base, headers, 'senkou', stored.senkou[0]);
    const employee = await oneReport(server.base, headers, 'employee', stored.employee[0]);
    const all = await combined(
      server.base,
      headers,
      stored.senkou.map(([, id]) => id),
    );
    const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
    return [
      {
        metric: `one report, 選考用 (median of ${SINGLE_RUNS}; ${kb(senkou.bytes)})`,
        value: `${senkou.ms.toFixed(0)} ms`,
        target: `< ${TARGET_ONE_MS} ms`,
        ok: senkou.ok && senkou.ms < TARGET_ONE_MS ? '✓' : '✗',
      },
      {
        metric: `one report, 社員 with 14 aptitudes (median of ${SINGLE_RUNS}; ${kb(employee.bytes)})`,
        value: `${employee.ms.toFixed(0)} ms`,
        target: `< ${TARGET_ONE_MS} ms`,
        ok: employee.ok && employee.ms < TARGET_ONE_MS ? '✓' : '✗',
      },
      {
        metric: `${PEOPLE} reports in one download: POST → progress polls → file`,
        value: `${(all.ms / 1000).toFixed(1)} s (${all.polls} polls, ${all.pages} pages, ${kb(all.bytes)})`,
        target: `< ${TARGET_ALL_MS / 1000} s`,
        ok: all.status === 'done' && all.done === PEOPLE && all.ms < TARGET_ALL_MS ? '✓' : '✗',
      },
      {
        metric: '/healthz while the job runs: slowest answer',
        value: `${all.slowestProbe.toFixed(0)} ms`,
        target: '(information)',
        ok: '',
      },
    ];
  } finally {
    await server.stop();
  }
}
