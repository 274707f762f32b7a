// Custom assessments (marcopolo): a 10,000-row results CSV (two assessments per row, so 20,000
// results) checked (validate) and imported in one transaction over HTTP on the embedded database,
// then the diagnosis list sorted and filtered by the new column, and the server's RSS.
import { median, rssMb, startServer, tempDataDir } from './lib.mjs';

const ADMIN = 'admin@demo.mirume.test';
const ROWS = 10_000;

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

const people = Array.from({ length: ROWS }, (_, i) => ({
  employee_id: `CA${i}`,
  last_name: '評価',
  first_name: '太郎',
  kana_last_name: 'ヒョウカ',
  kana_first_name: 'タロウ',
  employment_type: '正社員',
}));

/** The results file as the page sends it: header and records, as read by the browser's CSV module. */
const results = {
  mode: 'add',
  file_name: 'bench.csv',
  header: ['社員番号', '実施日', '面接評価', '社内適性ランク'],
  rows: Array.from({ length: ROWS }, (_, i) => [
    `CA${i}`,
    '2026/04/01',
    (1 + (i % 41) / 10).toFixed(1),
    ['S', 'A', 'B', 'C', 'D'][i % 5],
  ]),
};

async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

export async function benchCustomAssessments() {
  const dataDir = tempDataDir('mirume-bench-custom-');
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const headers = { ...(await signIn(server.base)), 'content-type': 'application/json' };
    const post = (path, body) =>
      fetch(`${server.base}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const registered = await post('/employees/create_employee_bulk', { mode: 'add', rows: people });
    if (!registered.ok) throw new Error(`registering people failed: ${registered.status}`);
    const check = await timed(async () => (await post('/marcopolo/validate', results)).json());
    const imp = await timed(async () => (await post('/marcopolo', results)).json());
    const created = imp.value?.data?.created ?? 0;
    const columns = (
      await (await fetch(`${server.base}/api/v1/marcopolo_custom_assessment_columns`, { headers })).json()
    ).data;
    const interview = columns.find((c) => c.name === '面接評価');
    const companyId = (
      await (await fetch(`${server.base}/api/v1/company_admins/validate_token`, { headers })).json()
    ).data?.user?.company_id;
    const list = async (query) => {
      const times = [];
      for (let i = 0; i < 7; i++) {
        // A different page size each time: every request misses the list cache.
        const t = await timed(() =>
          fetch(`${server.base}/api/v1/companies/${companyId}/diagnosis_list?${query}&per=${50 + i}`, {
            headers,
          }).then(async (r) => {
            if (!r.ok) throw new Error(`diagnosis list answered ${r.status}`);
            return r.json();
          }),
        );
        if (!t.value.data.items.length) throw new Error('the diagnosis list was empty');
        times.push(t.ms);
      }
      return median(times);
    };
    const sorted = await list(`custom_sort_id=${interview?.id}&order=desc`);
    const filtered = await list(`custom_id=${interview?.id}&custom_min=2&custom_max=3`);
    const rss = rssMb(server.pid);
    return [
      {
        metric: 'results CSV check (validate): 10,000 rows, 2 assessments',
        value: `${(check.ms / 1000).toFixed(2)} s`,
        target: '(information)',
        ok: check.value?.data?.created === ROWS * 2 ? '' : '✗',
      },
      {
        metric: 'results CSV import: 10,000 rows (one transaction)',
        value: `${(imp.ms / 1000).toFixed(2)} s (${created} results)`,
        target: '< 10 s',
        ok: imp.ms < 10_000 && created === ROWS * 2 ? '✓' : '✗',
      },
      {
        metric: 'diagnosis list sorted by the custom column (10,000+ people): median',
        value: `${sorted.toFixed(0)} ms`,
        target: '(information)',
        ok: '',
      },
      {
        metric: 'diagnosis list filtered by a custom range: median',
        value: `${filtered.toFixed(0)} ms`,
        target: '(information)',
        ok: '',
      },
      {
        metric: 'server RSS after the import',
        value: `${rss.toFixed(0)} MB`,
        target: '< 400 MB',
        ok: rss < 400 ? '✓' : '✗',
      },
    ];
  } finally {
    await server.stop();
  }
}
