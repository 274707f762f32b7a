/**
 * Two real API processes on one PostgreSQL database, checked from outside as a load balancer's
 * clients would see them: a sign-out on A is refused on B within a second; a report job started
 * on A is polled and downloaded on B; the sign-in limit counts attempts made on both; 100 queued
 * mails reach a real SMTP server exactly once each; and B finishes a job whose process (A) was
 * killed with SIGKILL in the middle of it.
 *
 * It needs a PostgreSQL server (TEST_DATABASE_URL, as .ci/run sets it when one answers on
 * 127.0.0.1:5432): the embedded database is single-process by design (one process per DATA_DIR).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, schema, seedDemoIfEmpty } from '@mirume/db';
import { ZReportJobResponse } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './support/mail.ts';
import { createPerson, storeResult } from './support/reports.ts';
import {
  type ServerProcess,
  sessionHeaders,
  signInOverHttp,
  startServerProcess,
} from './support/server-process.ts';

const URL_ = process.env.TEST_DATABASE_URL;
const ADMIN = 'admin@demo.mirume.test';
const SIGN_IN_LIMIT = 4;

describe.runIf(URL_)('[MULTI-INSTANCE] two API processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  // Made when the suite runs: a suite skipped (no PostgreSQL) runs no hook that would remove it.
  let dataDir = '';
  const dbName = `mirume_multi_${randomBytes(4).toString('hex')}`;
  let dbUrl = '';
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let baseA = '';
  let baseB = '';
  const resultIds: number[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: URL_ });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  const startApi = (name: string) =>
    startServerProcess(path.join(dataDir, name), children, {
      DATABASE_URL: dbUrl,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '200',
      SIGN_IN_ATTEMPTS_PER_ACCOUNT: String(SIGN_IN_LIMIT),
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_MONITOR_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-multi-'));
    await admin(`create database ${dbName}`);
    const url = new URL(URL_ as string);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    // The demo world and 40 applicants with a result each, so a combined PDF takes a few seconds.
    const database = await openDatabase({ url: dbUrl, poolSize: 2 });
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const [row] = await database.db
      .select({ company_id: schema.companyAdmins.company_id })
      .from(schema.companyAdmins)
      .where(eq(schema.companyAdmins.email, ADMIN));
    const companyId = row!.company_id;
    for (let i = 0; i < 40; i++) {
      resultIds.push(await storeResult(database, companyId, await createPerson(database, companyId)));
    }
    await database.close();
    smtp = await startSmtpServer();
    a = startApi('a');
    b = startApi('b');
    [baseA, baseB] = await Promise.all([a.ready, b.ready]);
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await smtp?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (base: string, password = 'mirume-demo', email = ADMIN) =>
    signInOverHttp(base, email, password);
  const headersOf = async (res: Response) => sessionHeaders(res);

  async function startJob(base: string, headers: Record<string, string>, ids: number[]) {
    const res = await fetch(`${base}/api/v1/mirumevital_senkou_pdf_download_all`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { data: { job_id: string } }).data.job_id;
  }

  async function jobOn(base: string, headers: Record<string, string>, jobId: string) {
    const res = await fetch(`${base}/api/v1/report_jobs/${jobId}`, { headers });
    expect(res.status).toBe(200);
    return ZReportJobResponse.parse(await res.json()).data;
  }

  async function waitDone(base: string, headers: Record<string, string>, jobId: string, within = 90_000) {
    const until = Date.now() + within;
    for (;;) {
      const job = await jobOn(base, headers, jobId);
      if (job.status !== 'running' || Date.now() > until) return job;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('a token signed out on A answers 401 on B within one second', async () => {
    const headers = await headersOf(await signIn(baseA));
    const me = () => fetch(`${baseB}/api/v1/company_admins`, { headers });
    expect((await me()).status).toBe(200); // B has verified (and cached) the session
    const out = await fetch(`${baseA}/api/v1/company_admins/sign_out`, { method: 'DELETE', headers });
    expect(out.status).toBeLessThan(300);
    const t0 = Date.now();
    let status = 200;
    while (Date.now() - t0 < 1000) {
      status = (await me()).status;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });

  it('a report job started on A is polled and downloaded on B', async () => {
    const headersA = await headersOf(await signIn(baseA));
    const jobId = await startJob(baseA, headersA, resultIds.slice(0, 5));
    const job = await waitDone(baseB, headersA, jobId);
    expect(job).toMatchObject({ status: 'done', done: 5, total: 5 });
    const file = await fetch(`${baseB}/api/v1/report_jobs/${jobId}/file`, { headers: headersA });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('the sign-in limit counts failed attempts made on both processes', async () => {
    const email = 'worker@demo.mirume.test';
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      const res = await signIn(i % 2 ? baseB : baseA, 'wrong-password', email);
      expect(res.status).toBe(401);
    }
    // The failing address is now slowed on either process, even with the right password.
    expect((await signIn(baseA, 'mirume-demo', email)).status).toBe(429);
    expect((await signIn(baseB, 'mirume-demo', email)).status).toBe(429);
  });

  it('100 queued mails are each sent exactly once by the two processes', async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const before = smtp.received.length;
    try {
      await client.query(
        `insert into mail_outbox (to_address, subject, text_body, template)
         select 'multi' || n || '@example.jp', '複数プロセス送信 ' || n, '本文 ' || n, 'multi_instance_check'
         from generate_series(1, 100) as n`,
      );
      await smtp.waitFor(before + 100, 60_000);
      await new Promise((r) => setTimeout(r, 1500)); // a duplicate would arrive by now
      const mine = smtp.received.filter((m) => m.subject.startsWith('複数プロセス送信 '));
      expect(mine).toHaveLength(100);
      expect(new Set(mine.map((m) => m.subject)).size).toBe(100);
      const { rows } = await client.query(
        `select status, count(*)::int as n from mail_outbox where template = 'multi_instance_check' group by status`,
      );
      expect(rows).toEqual([{ status: 'sent', n: 100 }]);
    } finally {
      await client.end();
    }
  });

  it('killing A in the middle of a job leaves B to finish it', async () => {
    const headers = await headersOf(await signIn(baseA));
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const rowOf = async (jobId: string) =>
      (await client.query('select worker, attempts, done from report_jobs where id = $1', [jobId]))
        .rows[0] as {
        worker: string | null;
        attempts: number;
        done: number;
      };
    try {
      // A wakes its own worker when it queues a job, so it nearly always claims it first; should
      // B win the race, that job is let finish and another started.
      let jobId = '';
      for (let attempt = 0; attempt < 5 && !jobId; attempt++) {
        const candidate = await startJob(baseA, headers, resultIds);
        for (let i = 0; i < 1000; i++) {
          const row = await rowOf(candidate);
          if (row.worker && row.done > 0) {
            if (row.worker.endsWith(`:${a.child.pid}`)) jobId = candidate;
            break;
          }
          await new Promise((r) => setTimeout(r, 10));
        }
        if (!jobId) await waitDone(baseB, headers, candidate);
      }
      expect(jobId).not.toBe('');
      a.child.kill('SIGKILL');
      await a.exited;
      const atKill = await rowOf(jobId);
      expect(atKill.done).toBeLessThan(resultIds.length);

      const job = await waitDone(baseB, headers, jobId);
      expect(job).toMatchObject({ status: 'done', done: resultIds.length, total: resultIds.length });
      const finished = await rowOf(jobId);
      expect(finished.worker).toMatch(new RegExp(`:${b.child.pid}$`));
      expect(finished.attempts).toBe(2);
      const file = await fetch(`${baseB}/api/v1/report_jobs/${jobId}/file`, { headers });
      expect(file.status).toBe(200);
    } finally {
      await client.end();
    }
  }, 180_000);
});
