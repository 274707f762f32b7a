import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { storedValues, unionValues } from '../src/schema/enum-columns.ts';
import * as schema from '../src/schema/index.ts';

/** The CHECK constraints of the newest migration snapshot, by name. */
function snapshotChecks(): Map<string, string> {
  const dir = path.join(import.meta.dirname, '..', 'migrations', 'meta');
  const newest = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!newest) throw new Error('no migration snapshot');
  const snapshot = JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as {
    tables: Record<string, { checkConstraints: Record<string, { name: string; value: string }> }>;
  };
  return new Map(
    Object.values(snapshot.tables).flatMap((t) =>
      Object.values(t.checkConstraints).map((c) => [c.name, c.value]),
    ),
  );
}

describe('[DB] enumeration columns', () => {
  it('renders every CHECK constraint exactly as the migrations hold it', () => {
    const dialect = new PgDialect();
    const expected = snapshotChecks();
    const tables = Object.values(schema).flatMap((v) => (is(v, PgTable) ? [v] : []));
    const rendered = new Map(
      tables.flatMap((t) => {
        const { name, checks } = getTableConfig(t);
        return checks.map((c) => [c.name, dialect.sqlToQuery(c.value).sql.replaceAll(`"${name}".`, '')]);
      }),
    );
    expect(rendered.size).toBeGreaterThan(10);
    expect(rendered.size).toBe(expected.size);
    for (const [name, sql] of rendered) {
      const stored = expected.get(name)?.replace(/"[a-z_]+"\./g, '');
      expect(sql, name).toBe(stored);
    }
  });

  it('stores the values of an enumeration that are not derived, in order', () => {
    expect(storedValues(['unused', 'in_use', 'used', 'expired'], 'expired')).toEqual([
      'unused',
      'in_use',
      'used',
    ]);
    expect(() => storedValues(['expired'], 'expired')).toThrow();
  });

  it('joins two enumerations without repeating a value', () => {
    expect(unionValues(['OK', 'A_RANK', 'NG'], ['OK', 'CONSIDERING', 'NG'])).toEqual([
      'OK',
      'A_RANK',
      'NG',
      'CONSIDERING',
    ]);
  });
});
