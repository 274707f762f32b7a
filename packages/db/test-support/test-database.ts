/**
 * A fresh, migrated database for one test file: a PGlite loaded from the snapshot, or a new
 * PostgreSQL database created from the template when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/client.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import type {} from './provided.ts';

/** `url`: the PostgreSQL database's address (absent on PGlite), to open it a second time. */
export type TestDatabase = Database & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `mirume_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: dbUrl.toString(), poolSize: 5 });
    return {
      ...database,
      url: dbUrl.toString(),
      async close() {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const blob = new Blob([fs.readFileSync(snapshot)]);
  const pglite = await PGlite.create({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite });
}

/** A fresh database with the demo world seeded (the demo companies, their users, the operator). */
export async function createDemoTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  return database;
}
