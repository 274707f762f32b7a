/**
 * Each person's number of diagnosis links and of open ones is kept by the database (the triggers of
 * migration 0022): issuing, starting, completing, moving and deleting links — one at a time or many
 * in one statement — and a rolled-back change leave the counts equal to a recount of the links. The
 * undiagnosed list reads 未発行 and awaiting people from these counts (queries/undiagnosed-list.ts).
 */
import { newLinkToken, schema } from '@mirume/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPerson } from './support/results.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();
const links = schema.diagnosisLinks;

async function countsOf(employeeId: number) {
  const [row] = await ctx.database.db
    .select({ links: schema.employees.link_count, open: schema.employees.open_link_count })
    .from(schema.employees)
    .where(eq(schema.employees.id, employeeId));
  return row;
}

/** The counts recounted from the links, for every person of the company whose kept counts differ. */
async function driftOf(companyId: number) {
  const rows = await ctx.database.db.execute(sql`
    select e.id from employees e
    left join lateral (
      select count(*)::int as total, (count(*) filter (where l.status <> 'completed'))::int as open
      from diagnosis_links l where l.employee_id = e.id
    ) c on true
    where e.company_id = ${companyId} and (e.link_count, e.open_link_count) <> (c.total, c.open)`);
  return (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
}

async function insertLink(values: ReturnType<typeof linkFor>): Promise<number> {
  const [row] = await ctx.database.db.insert(links).values(values).returning({ id: links.id });
  if (!row) throw new Error('no link');
  return row.id;
}

function linkFor(employeeId: number, status: 'issued' | 'in_progress' | 'completed' = 'issued') {
  return {
    company_id: ctx.companyId,
    employee_id: employeeId,
    diagnosis_type: 'senkou' as const,
    token_hash: newLinkToken().hash,
    deadline: new Date(Date.now() + 7 * 86_400_000),
    status,
  };
}

describe('[LINK-COUNTS] link counts per person, kept by the database', () => {
  it('follow a link through issue, start, completion, a second link and deletion', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    expect(await countsOf(person)).toEqual({ links: 0, open: 0 });

    const first = await insertLink(linkFor(person));
    expect(await countsOf(person)).toEqual({ links: 1, open: 1 });

    await ctx.database.db.update(links).set({ status: 'in_progress' }).where(eq(links.id, first));
    expect(await countsOf(person)).toEqual({ links: 1, open: 1 });
    // A re-send or a check mark changes neither count.
    await ctx.database.db.update(links).set({ sent_count: 3, checked: true }).where(eq(links.id, first));
    expect(await countsOf(person)).toEqual({ links: 1, open: 1 });

    await ctx.database.db.update(links).set({ status: 'completed' }).where(eq(links.id, first));
    expect(await countsOf(person)).toEqual({ links: 1, open: 0 });

    const second = await insertLink(linkFor(person));
    expect(await countsOf(person)).toEqual({ links: 2, open: 1 });

    await ctx.database.db.delete(links).where(eq(links.id, second));
    expect(await countsOf(person)).toEqual({ links: 1, open: 0 });
    await ctx.database.db.delete(links).where(eq(links.id, first));
    expect(await countsOf(person)).toEqual({ links: 0, open: 0 });
  });

  it('count each person once in a statement touching many links, and follow a link moved to another person', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createPerson(ctx.database, ctx.companyId)));
    const [a, b, c] = people as [number, number, number];
    await ctx.database.db
      .insert(links)
      .values([linkFor(a), linkFor(a, 'completed'), linkFor(a), linkFor(b, 'in_progress'), linkFor(b)]);
    expect(await countsOf(a)).toEqual({ links: 3, open: 2 });
    expect(await countsOf(b)).toEqual({ links: 2, open: 2 });
    expect(await countsOf(c)).toEqual({ links: 0, open: 0 });

    // Every link of a and b completed in one statement.
    await ctx.database.db
      .update(links)
      .set({ status: 'completed' })
      .where(inArray(links.employee_id, [a, b]));
    expect(await countsOf(a)).toEqual({ links: 3, open: 0 });
    expect(await countsOf(b)).toEqual({ links: 2, open: 0 });

    // One of b's links moved to c: both people are recounted.
    const [moved] = await ctx.database.db
      .select({ id: links.id })
      .from(links)
      .where(eq(links.employee_id, b))
      .limit(1);
    await ctx.database.db
      .update(links)
      .set({ employee_id: c, status: 'issued' })
      .where(eq(links.id, Number(moved?.id)));
    expect(await countsOf(b)).toEqual({ links: 1, open: 0 });
    expect(await countsOf(c)).toEqual({ links: 1, open: 1 });
    expect(await driftOf(ctx.companyId)).toEqual([]);
  });

  it('leave the counts as they were when the change is rolled back', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    await ctx.database.db.insert(links).values(linkFor(person));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.insert(links).values([linkFor(person), linkFor(person)]);
        await tx.update(links).set({ status: 'completed' }).where(eq(links.employee_id, person));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countsOf(person)).toEqual({ links: 1, open: 1 });
  });

  it('are removed with the person, and never-issued people stay at zero', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    const untouched = await createPerson(ctx.database, ctx.companyId);
    await ctx.database.db.insert(links).values([linkFor(person), linkFor(person, 'completed')]);
    await ctx.database.db.delete(schema.employees).where(eq(schema.employees.id, person));
    expect(await countsOf(person)).toBeUndefined();
    expect(await countsOf(untouched)).toEqual({ links: 0, open: 0 });
    expect(await driftOf(ctx.companyId)).toEqual([]);
  });
});
