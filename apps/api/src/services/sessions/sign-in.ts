/**
 * Sign-in for both areas. Wrong password and unknown email answer the same, after the same
 * amount of work (a dummy hash is verified for unknown addresses). Failed attempts are limited
 * per account and address and per address, and slow an account down without locking it; a company that is not yet active is told why, but only
 * once the password has been shown to be right.
 */
import {
  type Db,
  dummyHash,
  findCompanyUserForSignIn,
  findSystemAdminForSignIn,
  issueToken,
  touchCompanyAdminSignIn,
  touchSystemAdminSignIn,
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
import { AppError, rateLimited } from '../../lib/errors.ts';
import { isActiveCompanyStatus } from '../../plugins/auth.ts';

/**
 * The sign-in policy (docs/decisions/0022-safe-defaults.md): failures are counted per account and
 * address (`perPair`) and per address (`perIp`); either over its limit answers 429 for that
 * address only. Failures per account (`perAccount`) never lock the account: beyond its limit the
 * account is slowed — an address that has failed recently gets one attempt per `slow` window —
 * while an address with no failures still signs in with the right password.
 */
export interface SignInLimits {
  perPair: AttemptLimiter;
  perIp: AttemptLimiter;
  perAccount: AttemptLimiter;
  slow: AttemptLimiter;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
}

export const SIGN_IN_LIMITED_MESSAGE =
  'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。';
export const SIGN_IN_SLOWED_MESSAGE =
  'このアカウントへのログイン失敗が続いているため、試行の間隔を空けています。しばらく時間をおいてから再度お試しください。';

/** The counters are shared by every API process (plugins/shared-state.ts). */
async function guard(limits: SignInLimits, area: string, attempt: SignInAttempt) {
  const accountKey = `${area}:${attempt.email.trim().toLowerCase()}`;
  const ipKey = `${area}:${attempt.ip}`;
  const pairKey = `${accountKey}|${attempt.ip}`;
  const [pairBlocked, ipFailures, accountSlowed] = await Promise.all([
    limits.perPair.isBlocked(pairKey),
    limits.perIp.count(ipKey),
    limits.perAccount.isBlocked(accountKey),
  ]);
  if (pairBlocked || ipFailures >= limits.perIp.limit)
    throw rateLimited(
      SIGN_IN_LIMITED_MESSAGE,
      Math.max(
        pairBlocked ? limits.perPair.windowSeconds : 0,
        ipFailures >= limits.perIp.limit ? limits.perIp.windowSeconds : 0,
      ),
    );
  // Only addresses that have failed are slowed, so an attacker cannot shut the real user out.
  if (accountSlowed && ipFailures > 0 && (await limits.slow.isBlocked(accountKey))) {
    throw rateLimited(SIGN_IN_SLOWED_MESSAGE, limits.slow.windowSeconds);
  }
  return {
    async fail() {
      await Promise.all([
        limits.perPair.fail(pairKey),
        limits.perIp.fail(ipKey),
        limits.perAccount.fail(accountKey),
      ]);
      // Once the account is over its limit, a failure opens a pause for the failing addresses
      // (unless one is running: a pause is not extended, so attempts keep a steady pace).
      if (await limits.perAccount.isBlocked(accountKey)) await limits.slow.fail(accountKey);
      return new AppError('INVALID_CREDENTIALS');
    },
    async succeed() {
      await limits.perPair.reset(pairKey);
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

  const issued = await db.transaction(async (tx) => {
    await touchCompanyAdminSignIn(tx, row.id);
    return issueToken(
      tx,
      { type: 'company_admin', id: row.id },
      { lifespanMs: TOKEN_LIFESPAN_MS, maxClients: MAX_CLIENTS_PER_USER },
    );
  });
  const user: TCompanyUser = ZCompanyUser.parse(row);
  return { user, issued };
}

export async function signInSystemAdmin(db: Db, limits: SignInLimits, attempt: SignInAttempt) {
  const g = await guard(limits, 'operator', attempt);
  const row = await findSystemAdminForSignIn(db, attempt.email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyHash()), attempt.password);
  if (!row || !row.password_hash || !ok) throw await g.fail();
  await g.succeed();
  const issued = await db.transaction(async (tx) => {
    await touchSystemAdminSignIn(tx, row.id);
    return issueToken(
      tx,
      { type: 'system_admin', id: row.id },
      { lifespanMs: TOKEN_LIFESPAN_MS, maxClients: MAX_CLIENTS_PER_USER },
    );
  });
  const admin: TSystemAdmin = ZSystemAdmin.parse(row);
  return { admin, issued };
}
