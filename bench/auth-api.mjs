// An authenticated API call over loopback at 10 connections (autocannon), and the server's RSS
// afterwards. The server runs on a data directory that an earlier start already initialised and
// seeded, as after any restart. It is measured twice: with the default 5-second session cache,
// and with the cache off so that every request verifies its token in the database.
// The general per-address rate limit is raised for the run: one benchmark client on one address
// would otherwise be throttled, which is the limit working, not the server's speed.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { rssMb, startServer, tempDataDir } from './lib.mjs';

async function measure(dataDir, env, label, duration, { reference = false } = {}) {
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', ...env });
  try {
    const signIn = await fetch(`${server.base}/api/v1/company_admins/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.mirume.test', password: 'mirume-demo' }),
    });
    const headers = {
      'access-token': signIn.headers.get('access-token'),
      client: signIn.headers.get('client'),
      uid: signIn.headers.get('uid'),
      'token-type': 'Bearer',
    };
    const url = `${server.base}/api/v1/company_admins/validate_token`;
    await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up
    const r = await autocannon({ url, headers, connections: 10, duration });
    const rss = rssMb(server.pid);
    const errors = r.non2xx + r.errors;
    return [
      {
        metric: `${label}: req/s (mean)`,
        value: r.requests.average.toFixed(0),
        target: '≥ 1500',
        ok: r.requests.average >= 1500 ? '✓' : '✗',
      },
      {
        metric: `${label}: latency p50 / p99`,
        value: `${r.latency.p50} / ${r.latency.p99} ms`,
        target: 'p99 < 50 ms',
        ok: r.latency.p99 < 50 ? '✓' : '✗',
      },
      {
        metric: `${label}: non-2xx or errors`,
        value: String(errors),
        target: '0',
        ok: errors === 0 ? '✓' : '✗',
      },
      {
        metric: `${label}: server RSS after the run`,
        value: `${rss.toFixed(0)} MB`,
        target: '< 400 MB',
        ok: rss < 400 ? '✓' : '✗',
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchAuthenticatedApi({ duration = 10 } = {}) {
  const dataDir = tempDataDir();
  try {
    // First start: initialise the embedded database and seed the demo world.
    await (await startServer({ DATA_DIR: dataDir })).stop();
    return [
      ...(await measure(dataDir, {}, 'validate_token (session cache 5 s)', duration)),
      ...(await measure(
        dataDir,
        { SESSION_CACHE_MS: '0' },
        'validate_token (no cache: DB per request)',
        duration,
      )),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
