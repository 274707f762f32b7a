// Time from `npm start` (web app already built) to the first 200 on /healthz, on an empty data
// directory (migrations + demo seed) and on an existing one; median of several starts. Also the
// server's resident memory over its first seconds (the highest of all starts): on the embedded
// database V8 compiles the engine's hottest functions with its optimizing compiler then, and one of
// them takes a large transient compile (docs/decisions/0023, "Start-up memory").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { median, ROOT, rssMb, tempDataDir, waitForOk } from './lib.mjs';

/** How long after `npm start` the server's memory is watched. */
const WATCH_MS = 6000;

/** The server process under `pid` (npm → start.mjs → server.js), from /proc; null until it runs. */
function serverUnder(pid) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop();
    try {
      if (fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('apps/api/dist/server.js')) return p;
    } catch {
      // the process ended meanwhile
    }
    todo.push(...(children.get(p) ?? []));
  }
  return null;
}

async function timeStart(dataDir, port) {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  // The server's memory every 25 ms, once it has been found (start.mjs may build the web app and
  // bundles the API first; those processes are not the server).
  let peakMb = 0;
  let server = null;
  const sampler = setInterval(() => {
    server ??= serverUnder(child.pid);
    if (server === null) return;
    try {
      peakMb = Math.max(peakMb, rssMb(server));
    } catch {
      // the server ended meanwhile
    }
  }, 25);
  try {
    const ms = await waitForOk(`http://127.0.0.1:${port}/healthz`, t0);
    const rest = WATCH_MS - (performance.now() - t0);
    if (rest > 0) await new Promise((r) => setTimeout(r, rest));
    return { ms, peakMb };
  } finally {
    clearInterval(sampler);
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    // npm may end before the server has closed its database and freed the data directory: the
    // next start on it would find it locked, and a poll on the same port could reach this server.
    while (server !== null && fs.existsSync(`/proc/${server}`)) await new Promise((r) => setTimeout(r, 20));
  }
}

export async function benchStartup(runs = 3) {
  const cold = [];
  const warm = [];
  let peakMb = 0;
  for (let i = 0; i < runs; i++) {
    const dir = tempDataDir();
    for (const [k, times] of [cold, warm].entries()) {
      // A port of its own for each start: no kept-alive connection reaches an earlier server.
      const start = await timeStart(dir, 3790 + 2 * i + k);
      times.push(start.ms);
      peakMb = Math.max(peakMb, start.peakMb);
    }
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
    {
      metric: `server RSS in its first ${WATCH_MS / 1000} s, highest of all starts (embedded database)`,
      value: `${peakMb.toFixed(0)} MB`,
      target: '< 400 MB',
      ok: peakMb < 400 ? '✓' : '✗',
    },
  ];
}
