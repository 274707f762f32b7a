/**
 * Sign-in for both areas. Wrong password and unknown email answer the same, after the same
 * amount of work (a dummy hash is verified for unknown addresses). Failed attempts are limited
 * per account and per client address; a company that is not yet active is told why, but only
 * once the password has been shown to be right.
 */
import {
  type Db,
  dummyHash,
  findCompanyUserForSignIn,
  findSystemAdminForSignIn,
  issueToken,
  verifyPassword,
} from '@mirume/db';
import {
  COMPANY_NOT_ACTIVE_MESSAGES,
  MAX_CLIENTS_PER_USER,
  type TCompanyUser,
  TOKEN_LIFESPAN_MS,
  type TSystemAdmin,
  ZCompanyUser,
  ZSystemAdmin,
} from '@mirume/shared';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { AppError } from '../../lib/errors.ts';
import { isActiveCompanyStatus } from '../../plugins/auth.ts';

export interface SignInLimits {
  perAccount: AttemptLimiter;
  perIp: AttemptLimiter;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
}

/** The counters are shared by every API process (plugins/shared-state.ts). */
async function guard(limits: SignInLimits, area: string, attempt: SignInAttempt) {
  const accountKey = `${area}:${attempt.email.trim().toLowerCase()}`;
  const ipKey = `${area}:${attempt.ip}`;
  const blocked = await Promise.all([limits.perAccount.isBlocked(accountKey), limits.perIp.isBlocked(ipKey)]);
  if (blocked.includes(true)) {
    throw new AppError(
      'RATE_LIMITED',
      'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
    );
  }
  return {
    async fail() {
      await Promise.all([limits.perAccount.fail(accountKey), limits.perIp.fail(ipKey)]);
      return new AppError('INVALID_CREDENTIALS');
    },
    async succeed() {
      await limits.perAccount.reset(accountKey);
    },
  };
}

export async function signInCompanyUser(db: Db, limits: SignInLimits, attempt: SignInAttempt) {
  const g = await guard(limits, 'company', attempt);
  const row = await findCompanyUserForSignIn(db, attempt.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), attempt.password);
  if (!row || !row.password_hash || !ok) throw await g.fail();
  await g.succeed();

  if (row.company_discarded_at)
    throw new AppError('COMPANY_NOT_ACTIVE', COMPANY_NOT_ACTIVE_MESSAGES.discarded);
  if (!isActiveCompanyStatus(row.company_status)) {
    const status = row.company_status as keyof typeof COMPANY_NOT_ACTIVE_MESSAGES;
    throw new AppError('COMPANY_NOT_ACTIVE', COMPANY_NOT_ACTIVE_MESSAGES[status]);
  }

  const issued = await db.transaction((tx) =>
    issueToken(
      tx,
      { type: 'company_admin', id: row.id },
      { lifespanMs: TOKEN_LIFESPAN_MS, maxClients: MAX_CLIENTS_PER_USER },
    ),
  );
  const user: TCompanyUser = ZCompanyUser.parse(row);
  return { user, issued };
}

export async function signInSystemAdmin(db: Db, limits: SignInLimits, attempt: SignInAttempt) {
  const g = await guard(limits, 'operator', attempt);
  const row = await findSystemAdminForSignIn(db, attempt.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), attempt.password);
  if (!row || !row.password_hash || !ok) throw await g.fail();
  await g.succeed();
  const issued = await db.transaction((tx) =>
    issueToken(
      tx,
      { type: 'system_admin', id: row.id },
      { lifespanMs: TOKEN_LIFESPAN_MS, maxClients: MAX_CLIENTS_PER_USER },
    ),
  );
  const admin: TSystemAdmin = ZSystemAdmin.parse(row);
  return { admin, issued };
}
