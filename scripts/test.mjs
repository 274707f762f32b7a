// `npm test`: lint, typecheck, then the unit/API tests and the end-to-end tests in Chromium side
// by side (the end-to-end run is mostly the examinee journey waiting for stimuli in real time, so
// it costs little CPU). Stops at the first failing step and says which one failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const fail = (name, code) => {
  console.error(`\n✖ ${name} に失敗しました (failed, exit ${code}).`);
  process.exit(typeof code === 'number' ? code : 1);
};

for (const [name, cmd, args] of [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Feature boundaries (scripts/check-boundaries.mjs)', 'node', ['scripts/check-boundaries.mjs']],
  ['Typecheck (tsc --noEmit)', 'npm', ['run', 'typecheck']],
]) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail(name, r.status ?? r.signal);
  console.log(`✔ ${name} (${seconds(t)})`);
}

/** Lines of a run's output that name a failing test (Vitest's FAIL and × lines, Playwright's ✘
 * lines), printed again at the very end: CI shows the end of the output, and the unit tests'
 * failures would otherwise be far above the end-to-end output. */
const FAILURE_LINE = /^\s*(FAIL\s|✘\s|×\s)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what it removes.
const ANSI = /\x1b\[[0-9;]*m/g;
const failureLines = [];
const collect = (text) => {
  for (const raw of text.split('\n')) {
    const line = raw.replace(ANSI, '');
    if (FAILURE_LINE.test(line)) failureLines.push(line.trim());
  }
};

/** Runs a step; its output goes to the terminal as it comes, or to a log file printed when it ends. */
function run(name, cmd, args, logFile) {
  const t = Date.now();
  const out = logFile ? fs.openSync(logFile, 'w') : 'pipe';
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out] });
  const chunks = [];
  const echo = (chunk) => {
    process.stdout.write(chunk);
    chunks.push(chunk);
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      let text = Buffer.concat(chunks).toString('utf8');
      if (logFile) {
        fs.closeSync(out);
        console.log(`\n▶ ${name} (output)`);
        text = fs.readFileSync(logFile, 'utf8');
        process.stdout.write(text);
        fs.rmSync(logFile, { force: true });
      }
      collect(text);
      resolve({ name, ok: code === 0, code: code ?? signal, time: seconds(t) });
    });
  });
}

const e2e = 'End-to-end tests (Playwright + Chromium)';
const unit = 'Unit, database and API tests (Vitest)';
console.log(`\n▶ ${unit}\n▶ ${e2e} (running alongside; its output follows the unit tests)`);
const e2eLog = path.join(os.tmpdir(), `mirume-e2e-${process.pid}.log`);
const results = await Promise.all([
  run(unit, 'npx', ['vitest', 'run']),
  // No trace here: nobody opens a trace from this run, and recording one (a DOM snapshot at every
  // action) was a sixth of the journeys' CPU (decision 0033). A failed journey still keeps its
  // screenshot; `npm run test:e2e` keeps the trace of a failed journey.
  run(e2e, 'node', ['scripts/e2e.mjs', '--trace=off'], e2eLog),
]);
const failed = results.find((r) => !r.ok);
if (failed && failureLines.length > 0) {
  console.log('\n▶ 失敗したテスト (failing tests, from the output above)');
  for (const line of [...new Set(failureLines)].slice(0, 60)) console.log(`  ${line}`);
}
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.time})`);
if (failed) fail(failed.name, failed.code);
console.log(
  `\nすべてのテストに合格しました (all passed in ${((Date.now() - started) / 1000).toFixed(0)} s).`,
);
