/**
 * Runs once per test run: migrates one database and keeps it as a template, so each test file
 * starts from a migrated database in milliseconds instead of migrating again.
 * - Embedded (default): a PGlite data-dir dump in a temporary file.
 * - TEST_DATABASE_URL: a template database on the PostgreSQL server, named for this run (and
 *   dropped after it), so that runs from several checkouts on one server do not replace each
 *   other's template mid-run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/client.ts';
import type {} from './provided.ts';

export const TEMPLATE_DB_PREFIX = 'mirume_test_template';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const TEMPLATE_DB = `${TEMPLATE_DB_PREFIX}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await a.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
