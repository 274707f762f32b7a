// Time from `npm start` (web app already built) to the first 200 on /healthz, on an empty data
// directory (migrations + demo seed) and on an existing one; median of several starts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { median, ROOT, tempDataDir, waitForOk } from './lib.mjs';

async function timeStart(dataDir, port) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const ms = await waitForOk(`http://127.0.0.1:${port}/healthz`, t0);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

export async function benchStartup(runs = 3) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const dir = tempDataDir();
    cold.push(await timeStart(dir, 3790 + i));
    warm.push(await timeStart(dir, 3790 + i));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return [
    {
      metric: 'npm start → /healthz, empty database (median)',
      value: `${median(cold).toFixed(0)} ms`,
      target: '< 5000 ms',
      ok: median(cold) < 5000 ? '✓' : '✗',
    },
    {
      metric: 'npm start → /healthz, existing database (median)',
      value: `${median(warm).toFixed(0)} ms`,
      target: '< 5000 ms',
      ok: median(warm) < 5000 ? '✓' : '✗',
    },
  ];
}
