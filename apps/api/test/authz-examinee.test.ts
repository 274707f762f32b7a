/**
 * An examinee's link token opens that one test and nothing else: sent as a company token header or
 * as an operator cookie it gets exactly what an anonymous caller gets on every company and
 * operator route, and another link's token cannot read or change this session.
 */
import { schema } from '@mirume/db';
import { synthesizeSession } from '@mirume/shared/vital/synthetic';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  complete,
  createLink,
  createPerson,
  linkUrl,
  putBlock,
  type TestLink,
  takeTest,
} from './support/exam.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();
let link: TestLink;
let token: string;
beforeAll(async () => {
  link = await createLink(ctx.database, ctx.companyId);
  token = link.token;
  await takeTest(ctx.app, token, 'typical', { count: 3 });
});

/** A concrete URL for a route pattern: ids become a record that exists in the demo company. */
function concrete(url: string, id: number): string {
  return url.replace(/:[a-zA-Z_]+/g, String(id)).replace(/\*$/, 'x');
}

describe('[AUTHZ] examinee link tokens', () => {
  it('open no company or operator route, as header or as cookie', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.access === 'company' || r.access === 'operator');
    expect(routes.length).toBeGreaterThan(30);
    const variants: Record<string, Record<string, string>> = {
      header: { 'access-token': token, client: token, uid: token, 'token-type': 'Bearer' },
      'header with the examinee address': {
        'access-token': token,
        client: token,
        uid: 'examinee@example.jp',
      },
      cookie: {
        cookie: `access-token=${token}; client=${token}; uid=${token}`,
        'x-requested-with': 'XMLHttpRequest',
      },
    };
    for (const route of routes) {
      const url = concrete(route.url, link.employeeId);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${route.url} anonymous`).toBe(401);
      for (const [name, headers] of Object.entries(variants)) {
        const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${route.url} with the link token as ${name}`).toBe(
          anonymous.statusCode,
        );
      }
    }
  });

  it('another link’s token cannot read or change this session', async () => {
    const { companyId } = ctx;
    const otherPerson = await createPerson(ctx.database, companyId, {
      last_name: '別人',
      first_name: '次郎',
    });
    const other = await createLink(ctx.database, companyId, { employeeId: otherPerson });

    const entry = await ctx.app.inject({ method: 'GET', url: linkUrl(other.token) });
    expect(entry.json().data).toMatchObject({ last_name: '別人', state: 'ready', session: null });

    const [session] = await ctx.database.db
      .select()
      .from(schema.diagnosisSessions)
      .where(eq(schema.diagnosisSessions.link_id, link.linkId));
    const before = await ctx.database.db
      .select()
      .from(schema.diagnosisSessionBlocks)
      .where(eq(schema.diagnosisSessionBlocks.session_id, session!.id));

    // The other token has no session: uploads and completion are refused, nothing lands here.
    const blocks = synthesizeSession('typical', session!.seed, { device: 'sp' });
    expect((await putBlock(ctx.app, other.token, blocks[3]!)).statusCode).toBe(409);
    expect((await complete(ctx.app, other.token)).statusCode).toBe(409);
    const after = await ctx.database.db
      .select()
      .from(schema.diagnosisSessionBlocks)
      .where(eq(schema.diagnosisSessionBlocks.session_id, session!.id));
    expect(after).toEqual(before);

    // Neither the stored hash nor a near miss of the token is a credential.
    const [row] = await ctx.database.db
      .select({ token_hash: schema.diagnosisLinks.token_hash })
      .from(schema.diagnosisLinks)
      .where(eq(schema.diagnosisLinks.id, link.linkId));
    expect((await ctx.app.inject({ method: 'GET', url: linkUrl(row!.token_hash) })).statusCode).toBe(400);
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await ctx.app.inject({ method: 'GET', url: linkUrl(nearMiss) })).statusCode).toBe(404);
  });
});
