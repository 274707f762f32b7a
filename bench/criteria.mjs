// Criteria on 10,000 stored applicant results of the demo company (the result seed of the CSV
// bench: 5,000 people with two results each), on the built server and the embedded database:
// the editor's preview of a draft (every result evaluated, the ranks counted against today's),
// median of 5 after a warm-up; and reflecting a newly published version onto all of them, from
// the POST until the reflect reports done (it runs as a background job above 1,000 results).
// Targets: preview < 500 ms; reflect < 10 s.
import fs from 'node:fs';
import { criteriaRule } from '../packages/shared/src/vital/criteria.ts';
import { seed } from './exports.mjs';
import { median, startServer, tempDataDir } from './lib.mjs';

const ADMIN = 'admin@demo.mirume.test';
const PREVIEW_TARGET_MS = 500;
const REFLECT_TARGET_MS = 10_000;

const DRAFT = {
  diagnosis_type: 'senkou',
  rules: [
    criteriaRule('NG', 'any', 'lt', { concentration: 40, trouble_risk: 38 }),
    criteriaRule('A_RANK', 'all', 'gte', { performance: 58, potential: 56 }),
    criteriaRule('C_RANK', 'any', 'lt', { performance: 45 }),
  ],
  fallback: 'B_RANK',
};

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
    'content-type': 'application/json',
  };
}

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function benchCriteria() {
  const dataDir = tempDataDir('mirume-bench-criteria-');
  try {
    await (await startServer({ DATA_DIR: dataDir })).stop();
    const seeded = await seed(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000' });
    try {
      const headers = await signIn(server.base);
      await call(server.base, headers, 'POST', '/musashino_criteria/preview', { rules: DRAFT });
      const times = [];
      let preview;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        preview = await call(server.base, headers, 'POST', '/musashino_criteria/preview', { rules: DRAFT });
        times.push(performance.now() - started);
      }
      const previewMs = median(times);

      const version = await call(server.base, headers, 'POST', '/musashino_criteria', {
        name: 'ベンチマーク用の基準',
        rules: DRAFT,
      });
      const started = performance.now();
      let reflect = await call(server.base, headers, 'POST', '/musashino_criteria/reflect_criteria', {
        criteria_id: version.id,
      });
      while (reflect.status === 'running') {
        await new Promise((r) => setTimeout(r, 100));
        reflect = await call(server.base, headers, 'GET', `/musashino_criteria/reflects/${reflect.id}`);
      }
      const reflectMs = performance.now() - started;
      const complete = reflect.status === 'done' && reflect.done === seeded.results;
      return [
        {
          metric: `seed: ${seeded.results.toLocaleString('en')} applicant results`,
          value: seconds(seeded.ms),
          target: '',
          ok: '',
        },
        {
          metric: `preview over ${preview.total.toLocaleString('en')} results (median of 5; ${preview.changed.toLocaleString('en')} change rank)`,
          value: `${previewMs.toFixed(0)} ms`,
          target: `< ${PREVIEW_TARGET_MS} ms`,
          ok: previewMs < PREVIEW_TARGET_MS && preview.total === seeded.results ? '✓' : '✗',
        },
        {
          metric: `reflect onto ${reflect.done.toLocaleString('en')} results (background job; ${reflect.changed.toLocaleString('en')} changed rank)`,
          value: seconds(reflectMs),
          target: `< ${REFLECT_TARGET_MS / 1000} s, all re-ranked`,
          ok: complete && reflectMs < REFLECT_TARGET_MS && reflect.changed === preview.changed ? '✓' : '✗',
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
