/**
 * Single-use links (confirmation, password reset, password setting, email change). The token is
 * returned once to be put in a mail; only its SHA-256 is stored. Redeeming marks it used in the
 * same statement, so two clicks on one link cannot both succeed.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { accountTokens } from '../schema/index.ts';
import { newSecret, sha256, type TokenOwnerType } from './tokens.ts';

export type AccountTokenPurpose = (typeof accountTokens.purpose.enumValues)[number];

const ACCOUNT_TOKEN_LIFESPAN_MS: Record<AccountTokenPurpose, number> = {
  confirmation: 72 * 60 * 60 * 1000,
  password_reset: 30 * 60 * 1000,
  password_setup: 72 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/**
 * Creates a link token, first voiding the owner's unused tokens of the same purpose (only the
 * newest link works).
 */
export async function createAccountToken(
  db: Executor,
  params: {
    purpose: AccountTokenPurpose;
    owner: { type: TokenOwnerType; id: number };
    payload?: string;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const now = params.now ?? new Date();
  await db
    .update(accountTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(accountTokens.purpose, params.purpose),
        eq(accountTokens.owner_type, params.owner.type),
        eq(accountTokens.owner_id, params.owner.id),
        isNull(accountTokens.used_at),
      ),
    );
  const token = newSecret() + newSecret();
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFESPAN_MS[params.purpose]);
  await db.insert(accountTokens).values({
    purpose: params.purpose,
    owner_type: params.owner.type,
    owner_id: params.owner.id,
    token_sha256: sha256(token),
    payload: params.payload ?? null,
    expires_at: expiresAt,
    created_at: now,
  });
  return { token, expiresAt };
}

/**
 * Marks a valid, unused, unexpired token of the purpose as used and answers its owner and payload;
 * answers undefined for an unknown, used or expired token. Call inside the transaction that
 * applies the change, so a failure leaves the link usable.
 */
export async function redeemAccountToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  ownerType: TokenOwnerType,
  token: string,
  now: Date = new Date(),
) {
  const [row] = await db
    .update(accountTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(accountTokens.token_sha256, sha256(token)),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.owner_type, ownerType),
        isNull(accountTokens.used_at),
        gt(accountTokens.expires_at, now),
      ),
    )
    .returning({ owner_id: accountTokens.owner_id, payload: accountTokens.payload });
  return row;
}

/** Looks a token up without using it (to show a form only for a link that still works). */
export async function peekAccountToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  ownerType: TokenOwnerType,
  token: string,
  now: Date = new Date(),
) {
  const [row] = await db
    .select({ owner_id: accountTokens.owner_id, expires_at: accountTokens.expires_at })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.token_sha256, sha256(token)),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.owner_type, ownerType),
        isNull(accountTokens.used_at),
        gt(accountTokens.expires_at, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .limit(1);
  return row;
}
