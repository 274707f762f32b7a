// The JavaScript a browser must load before the first screen: the entry script of the built
// index.html and the chunks it preloads, gzip-compressed (level 9, as a server or CDN would).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib.mjs';

export function benchWebBundle() {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
  const kb = gz / 1024;
  return [
    {
      metric: `initial JavaScript (${files.length} files), gzip`,
      value: `${kb.toFixed(1)} KB`,
      target: '≤ 250 KB',
      ok: kb <= 250 ? '✓' : '✗',
    },
    { metric: 'initial JavaScript, raw', value: `${(raw / 1024).toFixed(0)} KB`, target: '', ok: '' },
    { metric: 'lazy chunks in the build', value: String(all - files.length), target: '', ok: '' },
  ];
}
