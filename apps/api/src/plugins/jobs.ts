/**
 * `app.jobs`: the job runner (jobs/runner.ts) on this app's database. Tasks are defined by the
 * capabilities (jobs/definitions.ts) while the app is built, the runner starts when the app is
 * ready and stops first when it closes, letting running handlers finish for a few seconds; a job
 * cut short runs again later, on this process or another.
 */
import type { Database } from '@mirume/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { JobRunner } from '../jobs/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async function jobs(app: FastifyInstance, opts: { config: Config; database: Database }) {
    const { config } = opts;
    const runner = new JobRunner({
      database: opts.database,
      log: app.log.child({ component: 'jobs' }),
      work: config.JOBS_WORK,
      pollSeconds: config.JOB_POLL_SECONDS,
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
      monitorSeconds: config.JOB_MONITOR_SECONDS,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop(config.JOB_STOP_GRACE_MS));
  },
  { name: 'jobs', dependencies: ['db'] },
);
