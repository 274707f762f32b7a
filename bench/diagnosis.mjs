// Issuing at scale on the built server and the embedded database: one bulk_upsert_url of 1,000
// employees (links and mails in one transaction; median of 3 runs, each on 1,000 fresh people),
// one re-send of those 1,000 links, and one bulk_issue_ticket of 1,000 tickets with its 100-page
// PDF sheet read to the end.
import { median, startServer, tempDataDir } from './lib.mjs';

const ADMIN = 'admin@demo.mirume.test';
const PER_RUN = 1000;
const RUNS = 3;
const TARGET_MS = 5000;

async function signIn(base) {
  const res = await fetch(`${base}/api/v1/company_admins/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'mirume-demo' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return {
    'access-token': res.headers.get('access-token'),
    client: res.headers.get('client'),
    uid: res.headers.get('uid'),
    'token-type': 'Bearer',
  };
}

/** The Tokyo date `days` from today, YYYY-MM-DD. */
const tokyoDateIn = (days) =>
  new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Registers `PER_RUN` employees with addresses whose numbers start with `prefix`; answers their ids. */
async function seedPeople(base, headers, prefix) {
  const rows = Array.from({ length: PER_RUN }, (_, i) => ({
    employee_id: `${prefix}${String(i).padStart(4, '0')}`,
    last_name: '診断',
    first_name: '太郎',
    kana_last_name: 'シンダン',
    kana_first_name: 'タロウ',
    gender: '男性',
    birthday: '1990-04-01',
    email: `${prefix.toLowerCase()}${i}@example.com`,
    employment_type: '正社員',
    department: '営業部',
    position: '',
    hire_date: '2020-04-01',
    memo: '',
  }));
  await call(base, headers, 'POST', '/api/v1/employees/create_employee_bulk', { mode: 'add', rows });
  const ids = [];
  for (let page = 1; ids.length < PER_RUN; page++) {
    const res = await call(base, headers, 'GET', `/api/v1/employees?q=${prefix}&per=200&page=${page}`);
    const { data } = await res.json();
    if (data.items.length === 0) break;
    ids.push(...data.items.map((e) => e.id));
  }
  if (ids.length !== PER_RUN) throw new Error(`expected ${PER_RUN} people, found ${ids.length}`);
  return ids;
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const row = (metric, ms, target = TARGET_MS) => ({
  metric,
  value: seconds(ms),
  target: `< ${target / 1000} s`,
  ok: ms < target ? '✓' : '✗',
});

export async function benchDiagnosis() {
  const dataDir = tempDataDir('mirume-bench-diagnosis-');
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const headers = await signIn(server.base);
    const { company_id } = (
      await (await call(server.base, headers, 'GET', '/api/v1/company_admins/validate_token')).json()
    ).data.user;
    const deadline = tokyoDateIn(14);
    const issuePath = `/api/v1/companies/${company_id}/bulk_upsert_url`;

    const issueMs = [];
    let lastLinks = [];
    for (let run = 0; run < RUNS; run++) {
      const ids = await seedPeople(server.base, headers, `BD${'XYZ'[run]}`);
      const { ms, result } = await timed(async () => {
        const res = await call(server.base, headers, 'POST', issuePath, {
          diagnosis_type: 'employee',
          deadline,
          message: '期末の評価の前に受検をお願いします。',
          employee_ids: ids,
        });
        return (await res.json()).data;
      });
      if (result.created !== PER_RUN) throw new Error(`created ${result.created} links, not ${PER_RUN}`);
      issueMs.push(ms);
      lastLinks = result.links.map((l) => l.id);
    }

    const resend = await timed(async () => {
      const res = await call(server.base, headers, 'POST', issuePath, {
        diagnosis_type: 'employee',
        deadline: tokyoDateIn(30),
        link_ids: lastLinks,
      });
      return (await res.json()).data;
    });
    if (resend.result.resent !== PER_RUN) throw new Error(`re-sent ${resend.result.resent} links`);

    const tickets = await timed(async () => {
      const res = await call(
        server.base,
        headers,
        'POST',
        `/api/v1/companies/${company_id}/bulk_issue_ticket`,
        {
          diagnosis_type: 'senkou',
          quantity: PER_RUN,
          deadline,
        },
      );
      return (await res.arrayBuffer()).byteLength;
    });

    return [
      row(`bulk_upsert_url: ${PER_RUN} new links + mails (median of ${RUNS})`, median(issueMs)),
      { metric: '  runs', value: issueMs.map(seconds).join(' / '), target: '', ok: '' },
      row(`bulk_upsert_url: re-send ${PER_RUN} links (new tokens + mails)`, resend.ms),
      row(
        `bulk_issue_ticket: ${PER_RUN} tickets + PDF sheet (${(tickets.result / 1e6).toFixed(1)} MB)`,
        tickets.ms,
      ),
    ];
  } finally {
    await server.stop();
  }
}
