/**
 * Regenerates the golden files from the synthetic examinees and the current engine:
 *   node packages/shared/test/vital/update-golden.ts
 * The files are then formatted with Biome, as `npm run lint` expects them.
 * Run it only when a change of the scoring model is intended (with a new SCORING_VERSION), then
 * read the diff of the expected files by eye before committing them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { synthesizeSession } from '../../src/vital/synthetic.ts';
import { GOLDEN_CASES, type GoldenEvents, scoreGolden } from './golden.ts';

const dir = path.join(import.meta.dirname, 'golden');
fs.mkdirSync(dir, { recursive: true });
for (const c of GOLDEN_CASES) {
  const events: GoldenEvents = { ...c, blocks: synthesizeSession(c.profile, c.seed, { device: c.device }) };
  const expected = scoreGolden(events);
  fs.writeFileSync(path.join(dir, `${c.name}.events.json`), `${JSON.stringify(events)}\n`);
  fs.writeFileSync(path.join(dir, `${c.name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
  const s = expected.senkou;
  const e = expected.employee;
  console.log(
    `${c.name.padEnd(14)} senkou ${s.rank.padEnd(7)} employee ${e.rank.padEnd(12)} pc ${s.pc_evaluation.padEnd(15)} ` +
      `void ${String(s.voided).padEnd(5)} flags ${s.validity.flags.join('・') || '—'}`,
  );
}

const biome = path.join(import.meta.dirname, '../../../../node_modules/.bin/biome');
execFileSync(biome, ['format', '--write', dir], { stdio: 'ignore' });
