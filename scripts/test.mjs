// `npm test`: lint, typecheck, unit and API tests, then the end-to-end tests in Chromium.
// Stops at the first failing step and says which one failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Typecheck (tsc --noEmit)', 'npm', ['run', 'typecheck']],
  ['Unit, database and API tests (Vitest)', 'npx', ['vitest', 'run']],
  ['End-to-end tests (Playwright + Chromium)', 'node', ['scripts/e2e.mjs']],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} に失敗しました (failed, exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(
  `\nすべてのテストに合格しました (all passed in ${((Date.now() - started) / 1000).toFixed(0)} s).`,
);
