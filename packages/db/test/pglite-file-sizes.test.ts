import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_POSTGRESQL_CONF, PGLITE_EXTENSIONS } from '../src/client.ts';
import { keepFileSizes } from '../src/pglite-file-sizes.ts';

const SEEK_END = 2;
const O_APPEND = 1024;
/** Where PGlite mounts its data directory inside its Emscripten file system. */
const PGDATA = '/pglite/data';

interface Emscripten {
  FS: {
    open(path: string, flags: string | number): { node: unknown };
    close(stream: unknown): void;
    llseek(stream: unknown, offset: number, whence: number): number;
    write(stream: unknown, buffer: Uint8Array, offset: number, length: number, position?: number): number;
    ftruncate(fd: number, length: number): void;
    truncate(path: string, length: number): void;
    unlink(path: string): void;
    rename(from: string, to: string): void;
  };
  NODEFS: { stream_ops: { llseek: (stream: unknown, offset: number, whence: number) => number } };
}

let work: string;
const open: PGlite[] = [];

/** An instance on a data directory of its own; `asked` counts the SEEK_ENDs that reach the system. */
async function instance(options: { keep: boolean; verify?: boolean }) {
  const dir = fs.mkdtempSync(path.join(work, 'data-'));
  const pglite = await PGlite.create(dir, {
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  open.push(pglite);
  const mod = (pglite as unknown as { mod: Emscripten }).mod;
  const counter = { asked: 0 };
  const original = mod.NODEFS.stream_ops.llseek;
  mod.NODEFS.stream_ops.llseek = function (this: unknown, stream, offset, whence) {
    if (whence === SEEK_END) counter.asked += 1;
    return original.call(this, stream, offset, whence);
  };
  if (options.keep) expect(keepFileSizes(pglite, { verify: options.verify })).toBe(true);
  return { pglite, FS: mod.FS, counter, dir };
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-file-sizes-'));
});
afterAll(async () => {
  for (const pglite of open) if (!pglite.closed) await pglite.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('[DB] the embedded database’s file lengths kept in memory', () => {
  it('asks the system for a file’s length once, not for every statement planned', async () => {
    const statement = `select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relname = 'pg_proc'`;
    const asked = async (keep: boolean) => {
      const { pglite, counter } = await instance({ keep });
      await pglite.query(statement);
      const before = counter.asked;
      for (let i = 0; i < 20; i++) await pglite.query(statement);
      return counter.asked - before;
    };
    const without = await asked(false);
    const kept = await asked(true);
    // Without: every planning asks for every table and index the statement may use.
    expect(without).toBeGreaterThanOrEqual(20 * 4);
    expect(kept).toBe(0);
  }, 120_000);

  it('follows writes past the end, truncations by descriptor and by path, appends and new files', async () => {
    const { FS, dir } = await instance({ keep: true, verify: true });
    const file = `${PGDATA}/size-check`;
    const stream = FS.open(file, 'w+');
    const bytes = new Uint8Array(8192).fill(7);
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(0);
    FS.write(stream, bytes, 0, 8192, 0);
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(8192);
    FS.write(stream, bytes, 0, 100, 20_000); // past the end, leaving a hole
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(20_100);
    FS.write(stream, bytes, 0, 100, 50); // inside: no change
    expect(FS.llseek(stream, -100, SEEK_END)).toBe(20_000);
    expect(fs.statSync(path.join(dir, 'size-check')).size).toBe(20_100);
    const fd = (stream as unknown as { fd: number }).fd;
    FS.ftruncate(fd, 4096);
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(4096);
    FS.truncate(file, 1000);
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(1000);
    // A second descriptor of the same file shares its length.
    const appender = FS.open(file, O_APPEND | 1 /* O_WRONLY */);
    FS.write(appender, bytes, 0, 24, 0); // an append lands at the end whatever position it names
    expect(FS.llseek(stream, 0, SEEK_END)).toBe(1024);
    FS.close(appender);
    // Replaced and removed files start unknown.
    const other = FS.open(`${PGDATA}/size-check-2`, 'w+');
    FS.write(other, bytes, 0, 300, 0);
    FS.close(other);
    FS.rename(`${PGDATA}/size-check-2`, file);
    const renamed = FS.open(file, 'r');
    expect(FS.llseek(renamed, 0, SEEK_END)).toBe(300);
    FS.close(renamed);
    FS.close(stream);
    FS.unlink(file);
    const again = FS.open(file, 'w+');
    expect(FS.llseek(again, 0, SEEK_END)).toBe(0);
    FS.close(again);
  }, 120_000);

  it('checked against the system on every length asked, through growth, vacuum, rewrites and drops', async () => {
    const { pglite } = await instance({ keep: true, verify: true });
    await pglite.exec(`
      create table people (id serial primary key, name text not null, kana text not null);
      create index people_kana on people (kana, id);
      insert into people (name, kana)
        select '名前' || n, 'カナ' || lpad(n::text, 6, '0') from generate_series(1, 20000) n;
      analyze people;`);
    const count = async () =>
      (await pglite.query<{ n: number }>('select count(*)::int as n from people')).rows[0]?.n;
    expect(await count()).toBe(20_000);
    await pglite.exec(`update people set name = name || '様' where id % 2 = 0;`);
    // Removing the last rows lets vacuum cut the table's end off (a truncation).
    const size = async () =>
      (await pglite.query<{ n: number }>(`select pg_relation_size('people')::int as n`)).rows[0]?.n ?? 0;
    const grown = await size();
    await pglite.exec(`delete from people where id > 2000`);
    await pglite.exec(`vacuum people`);
    expect(await size()).toBeLessThan(grown);
    expect(await count()).toBe(2_000);
    await pglite.exec(`insert into people (name, kana) select 'x', 'y' from generate_series(1, 5000);`);
    expect(await count()).toBe(7_000);
    // New files for the same table (rewrites), an emptied one and a dropped one.
    for (const rewrite of [
      'vacuum full people',
      'cluster people using people_kana',
      'reindex table people',
    ]) {
      await pglite.exec(rewrite);
    }
    expect(await count()).toBe(7_000);
    await pglite.exec(`truncate people; insert into people (name, kana) values ('a', 'ア');`);
    expect(await count()).toBe(1);
    await pglite.exec(
      `drop table people; create table people (id int); insert into people select generate_series(1, 3000);`,
    );
    await pglite.exec('checkpoint');
    expect(await count()).toBe(3_000);
    const rows = await pglite.query<{ n: number }>(`select count(*)::int as n from people where id > 1500`);
    expect(rows.rows[0]?.n).toBe(1_500);
  }, 180_000);

  it('leaves an in-memory instance as it is', async () => {
    const pglite = await PGlite.create();
    open.push(pglite);
    expect(keepFileSizes(pglite)).toBe(false);
  }, 60_000);
});
