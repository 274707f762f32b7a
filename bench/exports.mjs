// The result CSVs at scale on the built server and the embedded database: 10,000 scored applicant
// results of the demo company (5,000 people with two results each) seeded through the db package
// with multi-row inserts (200 synthetic sessions scored once and reused round-robin), then the
// bulk CSV of all 10,000 results (UTF-8 and Shift_JIS) and the latest-vs-previous CSV of the
// 5,000 people, each read to the end. The server's RSS (VmRSS of its pid) is sampled every 50 ms
// during each download. Targets: 10,000 results < 5 s; RSS rise < 100 MB.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rssMb, startServer, tempDataDir } from './lib.mjs';

const ADMIN = 'admin@demo.mirume.test';
const PEOPLE = 5_000;
const RESULTS_PER_PERSON = 2;
const RESULTS = PEOPLE * RESULTS_PER_PERSON;
const SCORINGS = 200;
const INSERT_BATCH = 500;
const TARGET_MS = 5_000;
const TARGET_RSS_RISE_MB = 100;
const SAMPLE_MS = 50;
const DAY = 86_400_000;

/** SCORINGS synthetic sessions of every profile and device class, scored as applicants. */
async function scorings() {
  const { DEFAULT_CRITERIA } = await import('../packages/shared/src/vital/criteria.ts');
  const { scoreSession } = await import('../packages/shared/src/vital/scoring/index.ts');
  const { synthesizeSession } = await import('../packages/shared/src/vital/synthetic.ts');
  const profiles = ['typical', 'fast_steady', 'slow', 'tired', 'false_starter'];
  const devices = ['pc', 'tab', 'sp'];
  return Array.from({ length: SCORINGS }, (_, i) => {
    const device = devices[i % devices.length];
    const seed = 70_000 + i;
    const scored = scoreSession({
      diagnosisType: 'senkou',
      device,
      seed,
      webdriver: false,
      blocks: synthesizeSession(profiles[i % profiles.length], seed, { device }),
      criteria: DEFAULT_CRITERIA.senkou.rules,
    });
    return { device, seed, scored };
  });
}

export async function seed(dataDir) {
  const { openDatabase, schema } = await import('../packages/db/src/index.ts');
  const { and, count, countDistinct, eq } = await import('drizzle-orm');
  const pool = await scorings();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const started = performance.now();
  try {
    const [admin] = await database.db
      .select({ company_id: schema.companyAdmins.company_id })
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.email, ADMIN));
    const companyId = admin.company_id;
    const base = Date.parse('2026-06-01T00:00:00Z');
    for (let from = 0; from < PEOPLE; from += INSERT_BATCH / RESULTS_PER_PERSON) {
      const count = Math.min(INSERT_BATCH / RESULTS_PER_PERSON, PEOPLE - from);
      await database.db.transaction(async (tx) => {
        const people = await tx
          .insert(schema.employees)
          .values(
            Array.from({ length: count }, (_, k) => {
              const n = from + k;
              return {
                company_id: companyId,
                employee_id: `CSV${String(n).padStart(6, '0')}`,
                last_name: '出力',
                first_name: `太郎${n}`,
                kana_last_name: 'シュツリョク',
                kana_first_name: 'タロウ',
                email: `csv${n}@example.com`,
                employment_type: n % 3 ? 'senkou' : 'full_time',
                department: '営業部',
                diagnosis_status: 'diagnosed',
              };
            }),
          )
          .returning({ id: schema.employees.id });
        // Two sittings per person: one link, one session, one result each.
        const sittings = people.flatMap((p, k) =>
          Array.from({ length: RESULTS_PER_PERSON }, (_, j) => {
            const n = (from + k) * RESULTS_PER_PERSON + j;
            return { employeeId: p.id, n, takenAt: new Date(base + j * 90 * DAY + (n % 80) * 3_600_000) };
          }),
        );
        const links = await tx
          .insert(schema.diagnosisLinks)
          .values(
            sittings.map((s) => ({
              company_id: companyId,
              employee_id: s.employeeId,
              diagnosis_type: 'senkou',
              token_hash: randomBytes(32).toString('hex'),
              deadline: new Date(s.takenAt.getTime() + 7 * DAY),
              status: 'completed',
              completed_at: s.takenAt,
            })),
          )
          .returning({ id: schema.diagnosisLinks.id });
        const sessions = await tx
          .insert(schema.diagnosisSessions)
          .values(
            sittings.map((s, i) => {
              const { device, seed } = pool[s.n % SCORINGS];
              return {
                company_id: companyId,
                link_id: links[i].id,
                employee_id: s.employeeId,
                diagnosis_type: 'senkou',
                protocol_version: 'mv1',
                seed,
                device,
                os: device === 'pc' ? 'windows' : 'ios',
                browser: device === 'pc' ? 'chrome' : 'safari',
                status: 'completed',
                completed_at: s.takenAt,
              };
            }),
          )
          .returning({ id: schema.diagnosisSessions.id });
        await tx.insert(schema.mirumevitalResults).values(
          sittings.map((s, i) => {
            const { device, scored } = pool[s.n % SCORINGS];
            return {
              company_id: companyId,
              employee_id: s.employeeId,
              session_id: sessions[i].id,
              diagnosis_type: 'senkou',
              scoring_version: scored.scoring_version,
              metrics: scored.metrics,
              aptitudes: scored.aptitudes,
              pc_evaluation: scored.pc_evaluation,
              rank: scored.rank,
              rank_rule: scored.rank_rule,
              validity: scored.validity,
              norm_device: device,
              taken_at: s.takenAt,
            };
          }),
        );
      });
    }
    const ms = performance.now() - started;
    // The file holds every applicant result of the company: the seeded ones and the demo world's.
    const r = schema.mirumevitalResults;
    const [all] = await database.db
      .select({ results: count(), people: countDistinct(r.employee_id) })
      .from(r)
      .innerJoin(schema.diagnosisSessions, eq(schema.diagnosisSessions.id, r.session_id))
      .where(
        and(
          eq(r.company_id, companyId),
          eq(r.diagnosis_type, 'senkou'),
          eq(schema.diagnosisSessions.status, 'completed'),
        ),
      );
    return { ms, results: Number(all.results), people: Number(all.people) };
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
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const headers = {
    'access-token': res.headers.get('access-token'),
    client: res.headers.get('client'),
    uid: res.headers.get('uid'),
    'token-type': 'Bearer',
  };
  return { headers, companyId: (await res.json()).data.user.company_id };
}

/**
 * Downloads `url` to the end without keeping it (bytes and CRLF lines counted), sampling the
 * server's RSS meanwhile; answers the time, the size, the lines and the RSS before and at peak.
 */
async function download(server, headers, url) {
  const before = rssMb(server.pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${server.base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 0x0a) lines += 1;
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, rssMb(server.pid));
    return { ms, bytes, lines, before, peak };
  } finally {
    clearInterval(timer);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (n) => `${n.toFixed(0)} MB`;

/** The time row (every expected line present) and the RSS row of one download. */
function rows(label, d, expectedLines, timeTarget) {
  const rise = d.peak - d.before;
  const complete = d.lines === expectedLines;
  return [
    {
      metric: `${label}: ${(d.lines - 1).toLocaleString('en')} rows, ${(d.bytes / 1e6).toFixed(1)} MB`,
      value: seconds(d.ms),
      target: `< ${timeTarget / 1000} s, all ${(expectedLines - 1).toLocaleString('en')} rows`,
      ok: complete && d.ms < timeTarget ? '✓' : '✗',
    },
    {
      metric: `  server RSS before → peak (rise)`,
      value: `${mb(d.before)} → ${mb(d.peak)} (+${mb(rise)})`,
      target: `rise < ${TARGET_RSS_RISE_MB} MB`,
      ok: rise < TARGET_RSS_RISE_MB ? '✓' : '✗',
    },
  ];
}

export async function benchExports() {
  const dataDir = tempDataDir('mirume-bench-exports-');
  try {
    return await measure(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(dataDir) {
  // First start: initialise the embedded database and seed the demo world; then the results.
  await (await startServer({ DATA_DIR: dataDir })).stop();
  const seeded = await seed(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const { headers, companyId } = await signIn(server.base);
    const bulk = '/api/v1/mirumevital_senkou_csv_export_bulk';
    // Warm-up: a small export loads the code paths, so the runs measure the export itself.
    await download(server, headers, `${bulk}?ids=1`);

    const utf8 = await download(server, headers, `${bulk}?encoding=utf8`);
    const sjis = await download(server, headers, `${bulk}?encoding=sjis`);
    const diff = await download(
      server,
      headers,
      `/api/v1/companies/${companyId}/mirumevital_csv_export_bulk_with_diff?diagnosis_type=senkou&encoding=utf8`,
    );
    // Settle: the stream's buffers are garbage once the downloads end.
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssMb(server.pid);
    return [
      {
        metric: `seed: ${RESULTS.toLocaleString('en')} results of ${PEOPLE.toLocaleString('en')} people`,
        value: seconds(seeded.ms),
        target: '',
        ok: '',
      },
      ...rows('bulk CSV, UTF-8 with BOM', utf8, seeded.results + 1, TARGET_MS),
      ...rows('bulk CSV, Shift_JIS', sjis, seeded.results + 1, TARGET_MS),
      ...rows('latest vs previous CSV (per person)', diff, seeded.people + 1, TARGET_MS),
      { metric: 'server RSS after the downloads', value: mb(after), target: '', ok: '' },
    ];
  } finally {
    await server.stop();
  }
}
