// `npm run bench`: every benchmark of the product, each printed as a table. The machine is shared
// and noisy: compare medians across runs, not single figures.
import fs from 'node:fs';
import path from 'node:path';
import { benchAuthenticatedApi } from './auth-api.mjs';
import { benchBilling } from './billing.mjs';
import { benchCriteria } from './criteria.mjs';
import { benchCustomAssessments } from './custom-assessments.mjs';
import { benchDiagnosis } from './diagnosis.mjs';
import { benchEmployees } from './employees.mjs';
import { benchExports } from './exports.mjs';
import { benchJobs } from './jobs.mjs';
import { printTable, ROOT } from './lib.mjs';
import { benchLists } from './lists.mjs';
import { benchOcr } from './ocr.mjs';
import { benchReports } from './reports.mjs';
import { benchScoring } from './scoring.mjs';
import { benchStartup } from './startup.mjs';
import { benchTiming } from './timing.mjs';
import { benchUploads } from './uploads.mjs';
import { benchWebBundle } from './web-bundle.mjs';

if (
  !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
  !fs.existsSync(path.join(ROOT, 'apps/api/dist/server.js'))
) {
  console.log('未ビルドのため npm run build を先に実行します… (building first)');
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const only = process.argv[2];
const benches = {
  api: ['Authenticated API call (loopback, one server process)', () => benchAuthenticatedApi()],
  startup: ['Start-up (npm start, web app already built)', () => benchStartup()],
  web: ['Web app bundle', async () => benchWebBundle()],
  employees: [
    'Employees: filtered list (10,000 of 100,000 employees) and 10,000-row CSV import',
    () => benchEmployees(),
  ],
  custom: [
    'Custom assessments: a 10,000-row results CSV checked and imported, the list sorted by the new column',
    () => benchCustomAssessments(),
  ],
  lists: [
    'Lists of a 100,000-person company, every request a cache miss (PGlite and PostgreSQL)',
    () => benchLists(),
  ],
  diagnosis: ['Diagnosis: issuing 1,000 links in one call', () => benchDiagnosis()],
  scoring: ['Scoring one mirumevital session on the server', () => benchScoring()],
  reports: ['Result reports: one PDF and 100 in one download', () => benchReports()],
  jobs: ['Background jobs (pg-boss): throughput on PGlite and PostgreSQL', () => benchJobs()],
  uploads: ['File upload: 10 MB through a presigned URL, time and server RSS', () => benchUploads()],
  criteria: [
    'Criteria: preview of a draft over 10,000 results, and reflecting a version onto them',
    () => benchCriteria(),
  ],
  exports: ["Result CSV: 10,000 results in one export, and the server's RSS", () => benchExports()],
  billing: [
    'Billing: the monthly run for 1,000 companies × 100 examinees, and one invoice PDF',
    () => benchBilling(),
  ],
  ocr: [
    'Reading result sheets (OCR): fields read exactly per instrument and distortion, seconds per page',
    () => benchOcr(),
  ],
  timing: [
    'Reaction-time precision: this test vs jsPsych (headless Chromium, synthetic responses)',
    () => benchTiming(),
  ],
};
let failed = false;
for (const [key, [title, run]] of Object.entries(benches)) {
  if (only && only !== key) continue;
  const rows = await run();
  printTable(title, rows);
  if (rows.some((r) => r.ok === '✗')) failed = true;
}
console.log(failed ? '\nSome targets were missed (✗).' : '\nAll targets met.');
