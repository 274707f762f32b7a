/**
 * Per-client API tokens (devise_token_auth model). The token itself is returned once and only its
 * SHA-256 is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { authTokens } from '../schema/index.ts';

export type TokenOwnerType = 'company_admin' | 'system_admin';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 128 bits of randomness, URL-safe. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

export interface IssuedToken {
  token: string;
  client: string;
  expiresAt: Date;
}

/** Creates a new client for the owner and prunes the oldest clients beyond `maxClients`. */
export async function issueToken(
  db: Executor,
  owner: { type: TokenOwnerType; id: number },
  opts: { lifespanMs: number; maxClients: number; now?: Date },
): Promise<IssuedToken> {
  const now = opts.now ?? new Date();
  const token = newSecret();
  const client = newSecret();
  const expiresAt = new Date(now.getTime() + opts.lifespanMs);
  await db.insert(authTokens).values({
    owner_type: owner.type,
    owner_id: owner.id,
    client_id: client,
    token_sha256: sha256(token),
    expires_at: expiresAt,
    last_used_at: now,
    created_at: now,
  });
  const ownerFilter = and(eq(authTokens.owner_type, owner.type), eq(authTokens.owner_id, owner.id));
  // Expired clients go first, then the least recently used beyond the cap.
  await db.delete(authTokens).where(and(ownerFilter, lt(authTokens.expires_at, now)));
  const rows = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(ownerFilter)
    .orderBy(asc(authTokens.last_used_at), asc(authTokens.id));
  const excess = rows.length - opts.maxClients;
  for (const row of rows.slice(0, Math.max(0, excess))) {
    await db.delete(authTokens).where(eq(authTokens.id, row.id));
  }
  return { token, client, expiresAt };
}

/** How often last_used_at is refreshed: once a minute is enough and avoids a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export async function revokeToken(
  db: Executor,
  owner: { type: TokenOwnerType; id: number },
  client: string,
): Promise<boolean> {
  const deleted = await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.owner_type, owner.type),
        eq(authTokens.owner_id, owner.id),
        eq(authTokens.client_id, client),
      ),
    )
    .returning({ id: authTokens.id });
  return deleted.length > 0;
}

/** Revokes every client of the owner except `keepClient` (after a password change). */
export async function revokeOtherTokens(
  db: Executor,
  owner: { type: TokenOwnerType; id: number },
  keepClient?: string,
): Promise<number> {
  const deleted = await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.owner_type, owner.type),
        eq(authTokens.owner_id, owner.id),
        keepClient ? sql`${authTokens.client_id} <> ${keepClient}` : undefined,
      ),
    )
    .returning({ id: authTokens.id });
  return deleted.length;
}

/** Constant-time comparison of a presented token with a stored SHA-256. */
export function tokenMatches(presented: string, storedSha256: string): boolean {
  const a = Buffer.from(sha256(presented), 'hex');
  const b = Buffer.from(storedSha256, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refreshes last_used_at, at most once a minute per client. */
export async function touchToken(db: Executor, tokenId: number, lastUsedAt: Date, now = new Date()) {
  if (now.getTime() - lastUsedAt.getTime() <= TOUCH_INTERVAL_MS) return;
  await db.update(authTokens).set({ last_used_at: now }).where(eq(authTokens.id, tokenId));
}
