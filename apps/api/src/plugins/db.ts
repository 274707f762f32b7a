/** Makes the database available as `app.db`; the server owns opening and closing it. */
import type { Database, Db } from '@mirume/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keepPlannerStatistics } from '../lib/planner-statistics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp(
  async function db(app: FastifyInstance, opts: { database: Database }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    keepPlannerStatistics(app);
  },
  { name: 'db' },
);
