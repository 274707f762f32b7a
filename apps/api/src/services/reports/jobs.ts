/**
 * Combined PDF downloads as jobs, so the screen can show progress: POST starts one and answers at
 * once, the screen polls its status (done / total), then downloads the file.
 *
 * Jobs live in the memory of the API process (the product runs as one process, on embedded
 * PGlite or one PostgreSQL): a restart loses running and finished jobs, and the screen then starts
 * a new one. Several API processes would need the jobs in a shared store. A job belongs to the company user who started it — anyone else gets 404 — and is
 * forgotten JOB_TTL_MS after it finished, file included. At most MAX_RUNNING_PER_COMPANY jobs of a
 * company run at once (429 beyond) and at most MAX_KEPT_PER_COMPANY finished files are kept, which
 * bounds the CPU and memory one company can take (a 500-report file is about 4 MB).
 */
import { randomUUID } from 'node:crypto';
import { REPORT_JOB_NOT_READY_MESSAGE, REPORT_JOBS_BUSY_MESSAGE, type TReportJob } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';

export const JOB_TTL_MS = 10 * 60 * 1000;
export const MAX_RUNNING_PER_COMPANY = 3;
/** Finished files a company keeps at most; starting another drops its oldest finished job. */
export const MAX_KEPT_PER_COMPANY = 10;
const FAILED_MESSAGE = 'PDFの作成に失敗しました。時間をおいて、もう一度お試しください。';

export interface JobOwner {
  companyId: number;
  userId: number;
}

interface Job extends JobOwner {
  id: string;
  type: 'senkou' | 'employee';
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  fileName: string;
  file: Buffer | null;
  /** When a finished job is forgotten (null while running). */
  expiresAt: number | null;
}

export interface JobWork {
  type: 'senkou' | 'employee';
  total: number;
  fileName: string;
  /** Makes the file, reporting each finished report through `onProgress`. */
  run(onProgress: (done: number) => void): Promise<Buffer>;
}

export class ReportJobStore {
  readonly #jobs = new Map<string, Job>();
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: { now?: () => number; onError?: (error: unknown) => void } = {}) {
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError ?? (() => {});
    this.#sweeper = setInterval(() => this.#sweep(), 60_000);
    this.#sweeper.unref();
  }

  /** Starts the work in the background; 429 when the company already runs its maximum. */
  start(owner: JobOwner, work: JobWork): TReportJob {
    this.#sweep();
    const mine = [...this.#jobs.values()].filter((job) => job.companyId === owner.companyId);
    if (mine.filter((job) => job.status === 'running').length >= MAX_RUNNING_PER_COMPANY) {
      throw new AppError('RATE_LIMITED', REPORT_JOBS_BUSY_MESSAGE);
    }
    // The map keeps insertion order, so the first finished ones are the oldest.
    const finished = mine.filter((job) => job.status !== 'running');
    for (const job of finished.slice(0, Math.max(0, finished.length - MAX_KEPT_PER_COMPANY + 1))) {
      this.#jobs.delete(job.id);
    }
    const job: Job = {
      ...owner,
      id: randomUUID(),
      type: work.type,
      status: 'running',
      done: 0,
      total: work.total,
      fileName: work.fileName,
      file: null,
      expiresAt: null,
    };
    this.#jobs.set(job.id, job);
    work
      .run((done) => {
        job.done = done;
      })
      .then(
        (file) => {
          job.file = file;
          job.status = 'done';
        },
        (error: unknown) => {
          job.status = 'failed';
          this.#onError(error);
        },
      )
      .finally(() => {
        job.expiresAt = this.#now() + JOB_TTL_MS;
      });
    return view(job);
  }

  /** The caller's job; 404 for a job of someone else, an expired one, or an unknown id. */
  status(owner: JobOwner, id: string): TReportJob {
    return view(this.#find(owner, id));
  }

  /** The finished file; 409 while it is still being made or when making it failed. */
  file(owner: JobOwner, id: string): { fileName: string; file: Buffer } {
    const job = this.#find(owner, id);
    if (job.status === 'failed') throw new AppError('CONFLICT', FAILED_MESSAGE);
    if (!job.file) throw new AppError('CONFLICT', REPORT_JOB_NOT_READY_MESSAGE);
    return { fileName: job.fileName, file: job.file };
  }

  /** Stops the sweeper (the app is closing). */
  close() {
    clearInterval(this.#sweeper);
    this.#jobs.clear();
  }

  #find(owner: JobOwner, id: string): Job {
    this.#sweep();
    const job = this.#jobs.get(id);
    if (!job || job.companyId !== owner.companyId || job.userId !== owner.userId) {
      throw new AppError('NOT_FOUND');
    }
    return job;
  }

  #sweep() {
    const now = this.#now();
    for (const [id, job] of this.#jobs) {
      if (job.expiresAt !== null && job.expiresAt <= now) this.#jobs.delete(id);
    }
  }
}

function view(job: Job): TReportJob {
  return {
    job_id: job.id,
    diagnosis_type: job.type,
    status: job.status,
    done: job.done,
    total: job.total,
    error: job.status === 'failed' ? FAILED_MESSAGE : null,
  };
}
