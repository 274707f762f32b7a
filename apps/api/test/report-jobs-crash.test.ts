/**
 * kill -9 in the middle of a combined-PDF job loses nothing: the real server process on an
 * embedded database is killed while the job runs, started again on the same data directory, and
 * the job — left active by the dead worker — is taken over once its heartbeat lapses and finishes.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, seedDemoIfEmpty } from '@mirume/db';
import { ZReportJobResponse } from '@mirume/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createPerson, storeResult } from './support/reports.ts';
import { sessionHeaders, signInOverHttp, startServerProcess } from './support/server-process.ts';
import { companyAdminRow } from './support/world.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-crash-job-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The fastest take-over the queue allows: a 10-second heartbeat, checked every second.
const start = () =>
  startServerProcess(dataDir, children, { JOB_HEARTBEAT_SECONDS: '10', JOB_MONITOR_SECONDS: '1' });

const signIn = async (base: string) => ({ headers: sessionHeaders(await signInOverHttp(base)) });

describe('[REPORT JOBS] kill -9 mid-job', () => {
  // A fresh data directory migrated from the sources, two server starts and the job: more than
  // 150 s on a loaded 2-core machine, hence 300 s.
  it('finishes the job after a restart on the same data directory', async () => {
    // The demo world plus 60 applicants with a result each, so the job runs for a few seconds.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const companyId = (await companyAdminRow(database, 'admin@demo.mirume.test'))!.company_id;
    const ids: number[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(await storeResult(database, companyId, await createPerson(database, companyId)));
    await database.close();

    const first = start();
    const base = await first.ready;
    const { headers } = await signIn(base);
    const started = await fetch(`${base}/api/v1/mirumevital_senkou_pdf_download_all`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    expect(started.status).toBe(202);
    const { job_id } = ((await started.json()) as { data: { job_id: string } }).data;

    // Kill the process as soon as the job is under way.
    let atKill = null;
    for (let i = 0; i < 500; i++) {
      const res = await fetch(`${base}/api/v1/report_jobs/${job_id}`, { headers });
      atKill = ZReportJobResponse.parse(await res.json()).data;
      if (atKill.done > 0 || atKill.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    // Killed in the middle: some reports drawn, not all.
    expect(atKill?.status).toBe('running');
    expect(atKill?.done).toBeGreaterThan(0);
    expect(atKill?.done).toBeLessThan(ids.length);

    const second = start();
    const base2 = await second.ready;
    const again = (await signIn(base2)).headers;
    let job = null;
    const until = Date.now() + 75_000;
    while (Date.now() < until) {
      const res = await fetch(`${base2}/api/v1/report_jobs/${job_id}`, { headers: again });
      // Jobs belong to the user, not the session: the same user's new session sees it.
      expect(res.status).toBe(200);
      job = ZReportJobResponse.parse(await res.json()).data;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(job).toMatchObject({ status: 'done', done: ids.length, total: ids.length });
    const file = await fetch(`${base2}/api/v1/report_jobs/${job_id}/file`, { headers: again });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
