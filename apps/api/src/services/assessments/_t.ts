import fs from 'node:fs';
import { readSheet } from './ocr/engine.ts';
import { ocrEngine } from './ocr/tesseract.ts';
for (const f of process.argv.slice(2)) {
  const inst = f.split('/').pop()!.split(/[-.]/)[0] as 'hci';
  const truth = JSON.parse(fs.readFileSync(`/tmp/ocr/${inst}.json`, 'utf8'));
  const ct = f.endsWith('.pdf') ? 'application/pdf' : f.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
  const t = performance.now();
  const r = await readSheet(inst, fs.readFileSync(f), ct, { tmpDir: '/tmp/ocr/tmp' });
  let ok = 0, n = 0;
  const bad: string[] = [];
  for (const [k, v] of Object.entries(r.fields)) {
    const exp = k === 'taken_on' ? truth.taken_on : k === 'result' ? truth.result : truth.scores[k];
    n++; if (v.value === exp) ok++; else bad.push(`${k}: got ${v.value} (${v.raw}, ${v.confidence}) exp ${exp}`);
  }
  console.log(f, `${ok}/${n}`, Math.round(performance.now() - t), 'ms', 'confirm', Object.values(r.fields).filter(f=>f.confirm).length);
  for (const b of bad) console.log('   ', b);
}
await ocrEngine.close();
