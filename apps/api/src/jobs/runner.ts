/**
 * One runner for every background task, on the durable queue of packages/db/src/jobs.ts (pg-boss).
 *
 * A task is defined once (`define`) with its handler and its retry policy, and is started by
 * `send` — inside the transaction of the change that causes it when there is one, so the job
 * exists exactly when the change does. Every API process works the queues (unless JOBS_WORK is
 * off); a job is claimed by one worker at a time (SKIP LOCKED), kept alive by a heartbeat while
 * its handler runs, and when the worker dies (kill -9, a lost machine) the heartbeat lapses and
 * the job runs again on whichever process claims it next. Handlers are therefore written to be
 * idempotent: running one twice in sequence gives the same result as running it once.
 *
 * After the last failed attempt a job moves to its dead-letter queue, whose worker calls the
 * definition's `onGaveUp` once (e.g. to mark a report job failed in Japanese for the screen).
 * Scheduled tasks take a cron expression evaluated in Japan time; pg-boss sends one job per
 * occurrence however many processes run.
 */
import { createJobBoss, type Database, type Executor, fromDrizzle, type Job, type PgBoss } from '@mirume/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

export const JOB_TIME_ZONE = 'Asia/Tokyo';

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the process stops: a long handler should give up and let another run it. */
  signal: AbortSignal;
}

export interface JobDefinition<T extends object> {
  /** Queue name: lower-case words joined by hyphens. */
  name: string;
  handler(data: T, context: JobContext): Promise<void>;
  /** Retries after the first attempt (default 3), waiting retryDelaySeconds, doubling (± jitter). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a single attempt may run, heartbeat or not (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this queue a process works at once (default 1). */
  concurrency?: number;
  /** Called once when every attempt failed (or the job expired for good). */
  onGaveUp?(data: T, context: { id: string }): Promise<void>;
  /** A cron expression in Japan time, e.g. '0 9 1 * *' (09:00 on the 1st); data is `{}`. */
  cron?: string;
}

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Whether this process works jobs; a process that does not can still send them. */
  work: boolean;
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5). */
  pollSeconds: number;
  /** A running job's heartbeat period; a job silent this long is taken to be dead (minimum 10). */
  heartbeatSeconds: number;
  /** How often lapsed heartbeats and expired jobs are looked for. */
  monitorSeconds: number;
}

const deadLetterOf = (name: string) => `${name}__gave-up`;

export class JobRunner {
  readonly #o: JobRunnerOptions;
  readonly #definitions = new Map<string, JobDefinition<object>>();
  readonly #workerIds = new Map<string, string[]>();
  #boss: PgBoss | undefined;
  #started = false;

  constructor(options: JobRunnerOptions) {
    this.#o = options;
  }

  get started() {
    return this.#started;
  }

  /** Registers a task; call before `start()`. */
  define<T extends object>(definition: JobDefinition<T>) {
    if (this.#started) throw new Error(`job ${definition.name} defined after the runner started`);
    if (this.#definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.#definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  async start() {
    if (this.#started) return;
    const { database, log } = this.#o;
    const boss = createJobBoss(database, {
      supervise: this.#o.work,
      schedule: this.#o.work,
      monitorIntervalSeconds: this.#o.monitorSeconds,
      superviseIntervalSeconds: this.#o.monitorSeconds,
      instanceName: 'mirume-api',
      openTelemetry: { enabled: false },
      // The schema is installed by Database.migrate() before the app starts.
      migrate: false,
      createSchema: false,
    });
    boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
    boss.on('warning', (warning: unknown) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.#boss = boss;
    for (const def of this.#definitions.values()) await this.#setUp(boss, def);
    this.#started = true;
  }

  /**
   * Queues a job. With `tx` it is written in that transaction (and exists only if it commits);
   * call `wake(name)` after the commit so a worker of this process starts on it at once.
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { tx?: Executor; singletonKey?: string; startAfter?: Date } = {},
  ): Promise<string | null> {
    const boss = this.#requireBoss();
    if (!this.#definitions.has(name)) throw new Error(`unknown job ${name}`);
    const { tx, ...rest } = options;
    return boss.send(name, data, {
      ...rest,
      ...(tx ? { db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
    });
  }

  /** Lets this process's idle workers of the queue look for jobs now instead of at their next poll. */
  wake(name: string) {
    const boss = this.#boss;
    if (!boss) return;
    for (const id of this.#workerIds.get(name) ?? []) boss.notifyWorker(id);
  }

  /** Queue counts, for tests and the health of the platform. */
  async counts(name: string) {
    const queue = await this.#requireBoss().getQueue(name);
    return {
      queued: queue?.queuedCount ?? 0,
      active: queue?.activeCount ?? 0,
      failed: queue?.failedCount ?? 0,
      total: queue?.totalCount ?? 0,
    };
  }

  /** The scheduled tasks as stored: name, cron and time zone. */
  async schedules() {
    const rows = await this.#requireBoss().getSchedules();
    return rows.map((s) => ({ name: s.name, cron: s.cron, timezone: s.timezone }));
  }

  /** Stops working: running handlers get `graceMs` to finish, then their jobs are left to retry. */
  async stop(graceMs = 10_000) {
    const boss = this.#boss;
    this.#boss = undefined;
    this.#started = false;
    this.#workerIds.clear();
    if (boss) await boss.stop({ graceful: true, timeout: graceMs });
  }

  #requireBoss(): PgBoss {
    if (!this.#boss) throw new Error('the job runner is not running');
    return this.#boss;
  }

  async #setUp(boss: PgBoss, def: JobDefinition<object>) {
    const dead = deadLetterOf(def.name);
    await ensureQueue(boss, dead, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
    await ensureQueue(boss, def.name, {
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 5,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: def.expireInSeconds ?? 15 * 60,
      heartbeatSeconds: this.#o.heartbeatSeconds,
      deadLetter: dead,
    });
    if (def.cron) {
      await boss.schedule(def.name, def.cron, {}, { tz: JOB_TIME_ZONE });
    } else {
      await boss.unschedule(def.name).catch(() => {});
    }
    if (!this.#o.work) return;

    const log = this.#o.log.child({ job: def.name });
    const ids: string[] = [];
    for (let i = 0; i < (def.concurrency ?? 1); i++) {
      let workerId = '';
      workerId = await boss.work<object>(
        def.name,
        { pollingIntervalSeconds: this.#o.pollSeconds, batchSize: 1 },
        async ([job]: Job<object>[]) => {
          if (!job) return;
          // A worker that just had a job looks for the next one at once rather than after its poll
          // interval: a backlog drains at the speed of the work, an empty queue costs one query.
          boss.notifyWorker(workerId);
          const started = performance.now();
          try {
            await def.handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
            log.info({ jobId: job.id, ms: Math.round(performance.now() - started) }, 'job done');
          } catch (err) {
            log.warn({ jobId: job.id, attempt: job.retryCount + 1, err }, 'job attempt failed');
            throw err;
          }
        },
      );
      ids.push(workerId);
    }
    ids.push(
      await boss.work<object>(dead, { pollingIntervalSeconds: this.#o.pollSeconds }, async (jobs) => {
        for (const job of jobs) {
          log.error({ jobId: job.id }, 'job gave up after its last attempt');
          await def.onGaveUp?.(job.data, { id: job.id });
        }
      }),
    );
    this.#workerIds.set(def.name, ids);
  }
}

type QueueSettings = Parameters<PgBoss['createQueue']>[1];

/** Creates the queue, or brings an existing one's settings up to date (another process may race). */
async function ensureQueue(boss: PgBoss, name: string, settings: NonNullable<QueueSettings>) {
  if (await boss.getQueue(name)) {
    const { deadLetter: _unchangeable, ...rest } = settings;
    await boss.updateQueue(name, rest);
    return;
  }
  try {
    await boss.createQueue(name, settings);
  } catch (err) {
    if (!(await boss.getQueue(name))) throw err;
  }
}
