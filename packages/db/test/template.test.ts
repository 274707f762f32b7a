import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_POSTGRESQL_CONF, openDatabase, PGLITE_EXTENSIONS } from '../src/client.ts';
import { unpackDatabaseTemplate } from '../src/template.ts';

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
