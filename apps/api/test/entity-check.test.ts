/**
 * The query builder's class check as the server's bundle has it (build-support/entity-check.mjs):
 * remembered per prototype and class, it answers as drizzle's own `is` for every kind of value the
 * builder meets, asked once or many times, and still refuses a class that is not the builder's.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Column, is, type SQL as SQLType, sql, Table } from 'drizzle-orm';
import { integer, PgColumn, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { Param, SQL, View } from 'drizzle-orm/sql';
import { Subquery } from 'drizzle-orm/subquery';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript
import { rememberEntityChecks } from '../build-support/entity-check.mjs';

const require = createRequire(import.meta.url);

/** What a check answers, or that it throws (drizzle's own throws for a value without a prototype). */
function outcome(check: () => boolean): boolean | 'throws' {
  try {
    return check();
  } catch {
    return 'throws';
  }
}

async function rememberedIs(): Promise<typeof is> {
  const file = path.join(path.dirname(require.resolve('drizzle-orm')), 'entity.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-entity-'));
  const out = path.join(dir, 'entity.mjs');
  // Without the source map comment: the map lies beside drizzle's file, not this copy.
  const source = fs.readFileSync(file, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
  fs.writeFileSync(out, rememberEntityChecks(source));
  try {
    return (await import(pathToFileURL(out).href)).is;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('[BUILD] the class check remembered per prototype', () => {
  it('answers as drizzle’s own for every value and class, the first time and after', async () => {
    const remembered = await rememberedIs();
    const people = pgTable('people', { id: integer('id'), name: text('name') });
    const expression: SQLType = sql`${people.id} = ${1}`;
    const values: unknown[] = [
      expression,
      expression.as('x'),
      new Param(1),
      people.id,
      people.name,
      people,
      sql.raw('1'),
      { a: 1 },
      [1, 2],
      Object.create(null),
      'text',
      1,
      null,
      undefined,
      new Date(),
    ];
    const types = [SQL, SQL.Aliased, Param, Column, PgColumn, Table, PgTable, View, Subquery];
    let yes = 0;
    for (let round = 0; round < 3; round += 1) {
      for (const value of values) {
        for (const type of types) {
          const answer = outcome(() => remembered(value, type as never));
          const label = `${typeof value === 'object' && value ? value.constructor?.name : String(value)} / ${type.name}, round ${round}`;
          expect(answer, label).toBe(outcome(() => is(value, type as never)));
          if (answer === true) yes += 1;
        }
      }
    }
    expect(yes).toBeGreaterThan(0);
  });

  it('still refuses a class that is not the builder’s, every time', async () => {
    const remembered = await rememberedIs();
    class Foreign {}
    for (let round = 0; round < 2; round += 1) {
      expect(() => remembered(sql`1`, Foreign as never)).toThrow(/doesn't look like a Drizzle entity/);
    }
    expect(remembered(new Foreign(), Foreign as never)).toBe(true);
  });

  it('fails the build when drizzle’s file no longer has the check', () => {
    expect(() => rememberEntityChecks('export function other() {}')).toThrow(/was not found/);
  });
});
