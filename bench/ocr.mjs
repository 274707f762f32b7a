// Reading result sheets (OCR): sheets with known random values are rendered for each instrument
// (services/assessments/sheets), read back plain (PNG and PDF) and distorted like a scan (rotated
// ±2°, scaled 0.9 / 1.1 and shifted, blurred, JPEG q60, and all together), and every field is
// compared with the value printed. Reported per instrument and distortion: fields read exactly
// and the median seconds per page (rasterising, recognition and the digits-only second reading).
// Targets (issue 15): ≥ 98 % exact on clean sheets, ≥ 90 % on distorted ones, < 10 s per page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSheet } from '../apps/api/src/services/assessments/ocr/engine.ts';
import { ocrEngine } from '../apps/api/src/services/assessments/ocr/tesseract.ts';
import { distort } from '../apps/api/src/services/assessments/sheets/distort.ts';
import { renderSheetPdf, renderSheetPng } from '../apps/api/src/services/assessments/sheets/render.ts';
import {
  countExact,
  randomSheetValues,
  SAMPLE_DISTORTIONS,
  seededRandom,
} from '../apps/api/src/services/assessments/sheets/samples.ts';
import { ASSESSMENT_INSTRUMENTS } from '../packages/shared/src/assessments.ts';
import { median } from './lib.mjs';

const SHEETS = Number(process.env.OCR_BENCH_SHEETS ?? 4);

export async function benchOcr() {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-ocr-bench-'));
  const rows = [];
  const totals = { clean: [0, 0], distorted: [0, 0] };
  const allSeconds = [];
  try {
    for (const instrument of ASSESSMENT_INSTRUMENTS) {
      const random = seededRandom(1500 + instrument.length);
      const sheets = Array.from({ length: SHEETS }, () => randomSheetValues(instrument, random));
      const variants = {
        'clean PNG (200 dpi)': async (v) => ({ bytes: renderSheetPng(instrument, v), type: 'image/png' }),
        'clean PDF': async (v) => ({ bytes: await renderSheetPdf(instrument, v), type: 'application/pdf' }),
        ...Object.fromEntries(
          Object.entries(SAMPLE_DISTORTIONS).map(([name, d]) => [
            name,
            async (v) => ({
              bytes: await distort(renderSheetPng(instrument, v), d),
              type: d.jpegQuality ? 'image/jpeg' : 'image/png',
            }),
          ]),
        ),
      };
      for (const [name, make] of Object.entries(variants)) {
        let exact = 0;
        let total = 0;
        const seconds = [];
        const wrong = [];
        for (const values of sheets) {
          const { bytes, type } = await make(values);
          const started = performance.now();
          const reading = await readSheet(instrument, bytes, type, { tmpDir });
          seconds.push((performance.now() - started) / 1000 / reading.pages);
          const count = countExact(reading.fields, values);
          exact += count.exact;
          total += count.total;
          wrong.push(...count.wrong);
        }
        allSeconds.push(...seconds);
        const clean = name.startsWith('clean');
        const bucket = clean ? totals.clean : totals.distorted;
        bucket[0] += exact;
        bucket[1] += total;
        const share = exact / total;
        const s = median(seconds);
        rows.push({
          metric: `${instrument} · ${name}`,
          value: `${(share * 100).toFixed(1)} % exact (${exact}/${total}), ${s.toFixed(1)} s/page`,
          target: `≥ ${clean ? 98 : 90} %, < 10 s`,
          ok: share >= (clean ? 0.98 : 0.9) && s < 10 ? '✓' : '✗',
        });
        if (wrong.length && process.env.OCR_BENCH_VERBOSE) console.log(instrument, name, wrong.join('; '));
      }
    }
  } finally {
    await ocrEngine.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  for (const [name, [exact, total]] of Object.entries(totals)) {
    const share = exact / total;
    rows.push({
      metric: `all instruments · ${name}`,
      value: `${(share * 100).toFixed(1)} % exact (${exact}/${total})`,
      target: `≥ ${name === 'clean' ? 98 : 90} %`,
      ok: share >= (name === 'clean' ? 0.98 : 0.9) ? '✓' : '✗',
    });
  }
  const s = median(allSeconds);
  rows.push({
    metric: 'seconds per page (median, all sheets)',
    value: s.toFixed(1),
    target: '< 10',
    ok: s < 10 ? '✓' : '✗',
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.mjs');
  printTable('Reading result sheets (OCR)', await benchOcr());
}
