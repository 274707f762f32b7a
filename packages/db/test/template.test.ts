import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_POSTGRESQL_CONF, openDatabase, PGLITE_EXTENSIONS } from '../src/client.ts';
import { dropTemplateDatabases, unpackDatabaseTemplate } from '../src/template.ts';

let work: string;
let tarFile: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-template-'));
  tarFile = path.join(work, 'template.tar');
  // A template made as the API's build makes it: an in-memory database dumped by PGlite.
  const pglite = await PGlite.create({
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.exec(`create table marker (note text); insert into marker values ('テンプレート');`);
  await dropTemplateDatabases(pglite);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  fs.writeFileSync(tarFile, Buffer.from(await dump.arrayBuffer()));
}, 120_000);
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('[DB] a new data directory from the build’s template', () => {
  it('unpacks every file from disk and opens as an existing database with the template’s data', async () => {
    const dir = path.join(work, 'data');
    unpackDatabaseTemplate(tarFile, dir);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const database = await openDatabase({ dataDir: dir, lock: false });
    try {
      const result = await database.pglite?.query<{ note: string }>('select note from marker');
      expect(result?.rows).toEqual([{ note: 'テンプレート' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a start that died half-way (no PG_VERSION yet) unpacks again over the partial files', async () => {
    const dir = path.join(work, 'partial');
    unpackDatabaseTemplate(tarFile, dir);
    fs.rmSync(path.join(dir, 'PG_VERSION'));
    const [someFile] = fs.readdirSync(path.join(dir, 'global'));
    fs.writeFileSync(path.join(dir, 'global', someFile as string), 'broken');
    // What the next start does: no PG_VERSION, so the directory is new (client.ts).
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
    unpackDatabaseTemplate(tarFile, dir);
    const database = await openDatabase({ dataDir: dir, lock: false });
    try {
      const result = await database.pglite?.query<{ note: string }>('select note from marker');
      expect(result?.rows).toEqual([{ note: 'テンプレート' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('holds the server’s database alone, which takes writes, upkeep and a restart', async () => {
    const dir = path.join(work, 'alone');
    unpackDatabaseTemplate(tarFile, dir);
    expect(fs.readdirSync(path.join(dir, 'base'))).toEqual(['5']);
    const first = await openDatabase({ dataDir: dir, lock: false });
    try {
      const names = await first.pglite?.query<{ datname: string }>('select datname from pg_database');
      expect(names?.rows).toEqual([{ datname: 'postgres' }]);
      await first.pglite?.exec(`insert into marker values ('追加')`);
      await first.pglite?.exec('vacuum analyze');
      await first.pglite?.exec('checkpoint');
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir, lock: false });
    try {
      const result = await again.pglite?.query<{ note: string }>('select note from marker order by note');
      expect(result?.rows.map((r) => r.note).sort()).toEqual(['テンプレート', '追加'].sort());
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses an entry that would land outside the data directory', () => {
    const bytes = fs.readFileSync(tarFile);
    bytes.fill(0, 0, 100);
    bytes.write('../outside', 0, 'utf8');
    const evil = path.join(work, 'evil.tar');
    fs.writeFileSync(evil, bytes);
    expect(() => unpackDatabaseTemplate(evil, path.join(work, 'evil'))).toThrow(/outside the data directory/);
    expect(fs.existsSync(path.join(work, 'outside'))).toBe(false);
  });
});
