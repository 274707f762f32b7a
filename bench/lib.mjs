// Helpers for the benchmarks: start the real server on a temporary data directory, wait for it,
// read its memory, and print tables.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function tempDataDir(prefix = 'mirume-bench-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Polls a URL until it answers 200; answers the milliseconds it took from `since`. */
export async function waitForOk(url, since, timeoutMs = 60_000) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Starts the built server (`node apps/api/dist/server.js`) directly (so its pid is the server's) on a free port. */
export async function startServer(env = {}) {
  // BENCH_PORT (or PORT in env) pins the port, for a machine where ports are shared out.
  const port = Number(env.PORT ?? process.env.BENCH_PORT ?? 0) || 3200 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: { ...SERVER_ENV, ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/healthz`, performance.now());
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** One request read to its end: how long it took (ms), and whether it answered 2xx (false on a network error). */
export async function timedFetch(url, headers) {
  const t0 = performance.now();
  let ok = false;
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    ok = res.ok;
  } catch {
    // counted as an error by the caller
  }
  return { ms: performance.now() - t0, ok };
}

/**
 * A keep-alive agent for `timedGet`: each of a bench's concurrent loops keeps a connection of its
 * own (up to `sockets`).
 */
export function keepAliveAgent(sockets = 16) {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/**
 * `timedFetch` on node:http: one GET read to its end (every byte the content length announces),
 * how long it took (ms) and whether it answered 2xx. For the loads that run beside the server on
 * the same cores (the lists bench): fetch took about 1.5 ms of the bench's CPU per 47 KB list
 * answer, node:http about 0.7 ms, and on a two-core machine the difference is taken from the
 * server and the database (decisions/0023).
 */
export function timedGet(url, headers, agent) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const done = (ok) => resolve({ ms: performance.now() - t0, ok });
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        const length = res.headers['content-length'];
        const whole = length === undefined || Number(length) === bytes;
        done(whole && res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300);
      });
      res.on('error', () => done(false));
    });
    req.on('error', () => done(false));
  });
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const cols = ['metric', 'value', 'target', 'ok'];
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (r) => cols.map((c, i) => String(r[c] ?? '').padEnd(widths[i])).join(' │ ');
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const r of rows) console.log(line(r));
}
