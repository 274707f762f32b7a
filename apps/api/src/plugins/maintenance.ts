/**
 * While maintenance is on, company and examinee calls answer HTTP 450 (the web app then shows
 * /maintenance). Operator calls, the sign-in of operators and the maintenance check itself keep
 * working so an operator can switch it off. The flag is cached for a moment to keep it off the
 * hot path; the process that changes it updates its cache at once and tells the other API
 * processes on the database, which update theirs (lib/invalidation.ts).
 */
import { getMaintenanceFlag } from '@mirume/db';
import { MAINTENANCE_STATUS } from '@mirume/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      isOn(): Promise<boolean>;
      remember(flag: boolean): void;
    };
  }
}

const EXEMPT_PREFIXES = [
  '/api/v1/admin/',
  '/api/v1/system_admins/',
  '/api/v1/maintenance_mode',
  '/api/v1/openapi.json',
  '/api/v1/docs',
  // Signed file URLs: an operator's upload (an announcement's attachment) must work during
  // maintenance; a company user's URL was issued before it and is valid for minutes only, and
  // attaching the file is a company call, which maintenance stops.
  '/api/v1/files/',
];

export default fp(
  async function maintenance(app: FastifyInstance, opts: { cacheMs?: number }) {
    const cacheMs = opts.cacheMs ?? 2000;
    let cached: { flag: boolean; at: number } | undefined;

    app.decorate('maintenance', {
      async isOn() {
        const now = Date.now();
        if (cached && now - cached.at < cacheMs) return cached.flag;
        const flag = await getMaintenanceFlag(app.db);
        cached = { flag, at: now };
        return flag;
      },
      remember(flag: boolean) {
        cached = { flag, at: Date.now() };
        app.invalidation.publish({ t: 'maintenance', flag });
      },
    });
    app.invalidation.on((msg) => {
      if (msg.t === 'maintenance' && typeof msg.flag === 'boolean')
        cached = { flag: msg.flag, at: Date.now() };
    });
    app.invalidation.onMissed(() => {
      cached = undefined;
    });

    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/v1/')) return;
      if (EXEMPT_PREFIXES.some((p) => url.startsWith(p))) return;
      if (await app.maintenance.isOn()) {
        return sendError(request, reply.status(MAINTENANCE_STATUS), 'MAINTENANCE');
      }
    });
  },
  { name: 'maintenance', dependencies: ['db', 'errors', 'shared-state'] },
);
