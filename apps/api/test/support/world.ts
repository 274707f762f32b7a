/**
 * The world a test file runs in: the real app on a fresh database with the demo world seeded
 * (support/app.ts) and the demo company's id (useWorld), its users signed in before the tests
 * (signedIn, signedInOperator), and builders for what tests add to it (another company with its
 * admin) and read back (a company user's row).
 */
import { type Database, hashPassword, schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  buildTestApp,
  type CompanyHeaders,
  DEMO,
  PASSWORD,
  signInCompany,
  signInOperator,
  type TestContext,
} from './app.ts';

type OperatorHeaders = Awaited<ReturnType<typeof signInOperator>>;

const { companies, companyAdmins } = schema;

export interface World extends TestContext {
  /** The demo company, the one of the DEMO users. */
  companyId: number;
}

/** The demo company's id, found through its admin. */
async function demoCompanyId(database: Database): Promise<number> {
  const admin = await companyAdminRow(database, DEMO.admin);
  if (!admin) throw new Error('demo admin missing');
  return admin.company_id;
}

/** The app on a fresh database with the demo world (`env` adds to the test configuration). */
export async function buildWorld(env: Record<string, string> = {}): Promise<World> {
  const ctx = await buildTestApp(env);
  return { ...ctx, companyId: await demoCompanyId(ctx.database) };
}

/**
 * One world for the test file: built before its first test and closed after its last. The
 * answer is filled in by the first beforeAll, so read it inside hooks and tests only.
 */
export function useWorld(env: Record<string, string> = {}): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await buildWorld(env));
  });
  afterAll(() => world.close());
  return world;
}

/** A company user's row by address, or undefined. */
export async function companyAdminRow(database: Database, email: string) {
  const [row] = await database.db.select().from(companyAdmins).where(eq(companyAdmins.email, email));
  return row;
}

/** Another company (approved) with one admin, for tenant-isolation checks. */
export async function createOtherCompany(
  database: Database,
  opts: { status?: (typeof schema.companies.status.enumValues)[number]; email?: string } = {},
) {
  const [company] = await database.db
    .insert(companies)
    .values({ name: '株式会社アザー', status: opts.status ?? 'approved' })
    .returning();
  if (!company) throw new Error('company not created');
  const email = opts.email ?? `admin-${company.id}@other.mirume.test`;
  await database.db.insert(companyAdmins).values({
    company_id: company.id,
    role: 'admin',
    email,
    last_name: '他社',
    first_name: '一郎',
    kana_last_name: 'タシャ',
    kana_first_name: 'イチロウ',
    password_hash: await hashPassword(PASSWORD),
    confirmed_at: new Date(),
  });
  return { company, email };
}

/**
 * A company user's token headers, signed in before the file's tests (after the world is built).
 * The object is filled in by that beforeAll, so it can stand as a default argument of helpers.
 */
export function signedIn(world: World, email: string, password = PASSWORD): CompanyHeaders {
  const headers = {} as CompanyHeaders;
  beforeAll(async () => {
    Object.assign(headers, await signInCompany(world.app, email, password));
  });
  return headers;
}

/** The operator's cookie and CSRF headers, signed in before the file's tests like signedIn(). */
export function signedInOperator(world: World): OperatorHeaders {
  const headers = {} as OperatorHeaders;
  beforeAll(async () => {
    Object.assign(headers, await signInOperator(world.app));
  });
  return headers;
}
