import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/client.ts';
import { findCompanySession } from '../src/queries/sessions.ts';
import { issueToken, revokeOtherTokens, revokeToken, sha256, tokenMatches } from '../src/queries/tokens.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database.close());

const owner = { type: 'company_admin' as const, id: 1 };
const opts = { lifespanMs: 60_000, maxClients: 3 };

describe('[DB] auth tokens', () => {
  it('stores only the SHA-256 of a 128-bit token', async () => {
    const issued = await issueToken(database.db, owner, opts);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(16);
    const session = await findCompanySession(database.db, 'admin@demo.mirume.test', issued.client);
    expect(session?.token_sha256).toBe(sha256(issued.token));
    expect(session?.token_sha256).not.toContain(issued.token);
    expect(tokenMatches(issued.token, session!.token_sha256)).toBe(true);
    expect(tokenMatches(`${issued.token}x`, session!.token_sha256)).toBe(false);
  });

  it('keeps at most maxClients clients, dropping the least recently used', async () => {
    const first = await issueToken(database.db, owner, { ...opts, now: new Date(Date.now() - 5000) });
    for (let i = 0; i < 3; i++) await issueToken(database.db, owner, opts);
    expect(await findCompanySession(database.db, 'admin@demo.mirume.test', first.client)).toBeUndefined();
  });

  it('revokes one client, or every client but one', async () => {
    const a = await issueToken(database.db, owner, opts);
    const b = await issueToken(database.db, owner, opts);
    expect(await revokeToken(database.db, owner, a.client)).toBe(true);
    expect(await findCompanySession(database.db, 'admin@demo.mirume.test', a.client)).toBeUndefined();
    const c = await issueToken(database.db, owner, opts);
    await revokeOtherTokens(database.db, owner, c.client);
    expect(await findCompanySession(database.db, 'admin@demo.mirume.test', b.client)).toBeUndefined();
    expect(await findCompanySession(database.db, 'admin@demo.mirume.test', c.client)).toBeDefined();
  });
});
