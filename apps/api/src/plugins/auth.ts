/**
 * Who is calling. Company users authenticate with the devise_token_auth headers (access-token,
 * client, uid); operators with HttpOnly cookies of the same names. Both are resolved once per
 * request; routes declare what they need through the guards below.
 */
import {
  findCompanySession,
  findSystemAdminSession,
  inLane,
  setLane,
  tokenMatches,
  touchToken,
} from '@mirume/db';
import {
  can,
  type Permission,
  SIGN_IN_ALLOWED_COMPANY_STATUSES,
  type TCompanyUser,
  type TSystemAdmin,
  ZCompanyUser,
  ZSystemAdmin,
} from '@mirume/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { SessionCache } from '../lib/session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    companyUser: TCompanyUser | null;
    companyClient: string | null;
    systemAdmin: TSystemAdmin | null;
    operatorClient: string | null;
  }
  interface FastifyInstance {
    sessions: {
      company: SessionCache<TCompanyUser>;
      operator: SessionCache<TSystemAdmin>;
    };
  }
  interface FastifyContextConfig {
    /** The permission of the roles map a company route requires. */
    permission?: Permission;
    /** Who may call the route; the authorization test reads it from the route table. */
    access?: 'public' | 'company' | 'operator' | 'examinee' | 'system';
  }
}

export function isActiveCompanyStatus(status: string): boolean {
  return (SIGN_IN_ALLOWED_COMPANY_STATUSES as readonly string[]).includes(status);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

/**
 * Each request's statements share the embedded database's engine in a lane of their own
 * (fair-share.ts in the db package): a company's requests in the company's lane once the caller
 * is known, the operators' in one lane, everything before sign-in in another.
 */
export const ANONYMOUS_LANE = 'anonymous';
const OPERATOR_LANE = 'operator';

/** Resolves the company user from the token headers, or answers 401. */
export async function requireCompanyUser(request: FastifyRequest): Promise<void> {
  const token = header(request, 'access-token');
  const client = header(request, 'client');
  const uid = header(request, 'uid');
  if (!token || !client || !uid) throw new AppError('UNAUTHORIZED');
  const cache = request.server.sessions.company;
  const cached = cache.get(uid, client, token);
  if (cached) {
    request.companyUser = cached;
    request.companyClient = client;
    setLane(cached.company_id);
    return;
  }
  const stamp = cache.stamp();
  const db = request.server.db;
  const row = await findCompanySession(db, uid, client);
  const now = new Date();
  if (
    !row ||
    !tokenMatches(token, row.token_sha256) ||
    row.expires_at.getTime() <= now.getTime() ||
    row.company_discarded_at ||
    !isActiveCompanyStatus(row.company_status)
  ) {
    throw new AppError('UNAUTHORIZED');
  }
  await touchToken(db, row.token_id, row.last_used_at, now);
  request.companyUser = ZCompanyUser.parse(row); // keeps exactly the fields of auth.user
  request.companyClient = client;
  setLane(request.companyUser.company_id);
  cache.set(uid, client, token, request.companyUser, row.expires_at.getTime(), { stamp });
}

/** Checks the route's declared permission against the roles map (spec §6). */
export async function checkPermission(request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.permission;
  if (!permission) return;
  // A role without the permission gets the same answer as a missing page (spec §5).
  if (!can(request.companyUser?.role, permission)) throw new AppError('NOT_FOUND');
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Operator calls ride on cookies, so a cross-site form could send them. State-changing calls
 * must carry `X-Requested-With`, a header a cross-site form cannot set without a CORS preflight
 * (which this API never grants).
 */
export async function requireCsrfHeader(request: FastifyRequest): Promise<void> {
  if (!STATE_CHANGING.has(request.method)) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF');
}

/** Resolves the operator from the session cookies, or answers 401. */
export async function requireSystemAdmin(request: FastifyRequest): Promise<void> {
  const cookies = request.cookies ?? {};
  const token = cookies['access-token'];
  const client = cookies.client;
  const uid = cookies.uid;
  if (!token || !client || !uid) throw new AppError('UNAUTHORIZED');
  const cache = request.server.sessions.operator;
  const cached = cache.get(uid, client, token);
  if (cached) {
    request.systemAdmin = cached;
    request.operatorClient = client;
    setLane(OPERATOR_LANE);
    return;
  }
  const stamp = cache.stamp();
  const db = request.server.db;
  const row = await findSystemAdminSession(db, uid, client);
  const now = new Date();
  if (!row || !tokenMatches(token, row.token_sha256) || row.expires_at.getTime() <= now.getTime()) {
    throw new AppError('UNAUTHORIZED');
  }
  await touchToken(db, row.token_id, row.last_used_at, now);
  request.systemAdmin = ZSystemAdmin.parse(row);
  request.operatorClient = client;
  setLane(OPERATOR_LANE);
  cache.set(uid, client, token, request.systemAdmin, row.expires_at.getTime(), { stamp });
}

export default fp(
  async function auth(app: FastifyInstance, opts: { sessionCacheMs: number }) {
    // Evictions go to every API process on the database (lib/invalidation.ts).
    const bus = app.invalidation;
    const sessions = {
      company: new SessionCache<TCompanyUser>(opts.sessionCacheMs, {
        publish: (e) => bus.publish({ t: 'session', area: 'company', ...e }),
      }),
      operator: new SessionCache<TSystemAdmin>(opts.sessionCacheMs, {
        publish: (e) => bus.publish({ t: 'session', area: 'operator', ...e }),
      }),
    };
    bus.on((msg) => {
      if (msg.t !== 'session' || (msg.area !== 'company' && msg.area !== 'operator')) return;
      sessions[msg.area].applyRemote({ user: msg.user, client: msg.client });
    });
    bus.onMissed(() => {
      sessions.company.forgetAll();
      sessions.operator.forgetAll();
    });
    app.decorate('sessions', sessions);
    app.decorateRequest('companyUser', null);
    app.decorateRequest('companyClient', null);
    app.decorateRequest('systemAdmin', null);
    app.decorateRequest('operatorClient', null);
    // Every request's statements in a lane of their own, the caller's once known (setLane). The
    // context carries through the reading of a body that arrives after the headers
    // (database-lanes.test.ts).
    app.addHook('onRequest', (_request, _reply, done) => inLane(ANONYMOUS_LANE, done));
  },
  { name: 'auth', dependencies: ['db', 'shared-state'] },
);
