/**
 * The undiagnosed list (未発行・未受検一覧): the open links (issued or in progress, expired ones
 * included) and the people who were never issued a diagnosis (未発行). Pages and totals are
 * bounded like every list's (list-total.ts, decisions/0023):
 *
 * - Ordered by the link (issue date, deadline, status): the open links come first, then the
 *   never-issued people (they have no issue date nor deadline: last in either direction), each
 *   part read in its own index order; a page takes the rest of the links and the start of the
 *   people.
 * - Ordered by the person (kana, employee number): one read of the people in that order, each
 *   with their open links (one row per link) or, with none ever issued, one 未発行 row.
 *
 * A never-issued person's diagnosis type is the one their employment type takes (applicants the
 * selection diagnosis, everyone else the employee one); a role sees the types it may act on.
 */

import { DiagnosisType } from '@mirume/shared';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { keptPrepared } from '../prepared.ts';
import { diagnosisLinks, employees, ticketCodes } from '../schema/index.ts';
import {
  derivedStatus,
  type IssuedLinkRow,
  type LinkDiagnosisType,
  type LinkStatusValue,
  linkColumns,
} from './diagnosis-links.ts';
import {
  countShortMatches,
  hasShortPiece,
  peopleInKanaOrder,
  peopleSource,
  shortSearch,
} from './employees.ts';
import { type CappedTotal, cappedTotal, countUpTo, LIST_TOTAL_CAP, pageWindow } from './list-total.ts';
import { idIn, likePattern } from './system.ts';

export type UndiagnosedStatusValue = 'unissued' | Exclude<LinkStatusValue, 'completed'>;

/** A row: an open link, or a never-issued person (id, source, deadline and created_at null). */
export type UndiagnosedRow = Omit<IssuedLinkRow, 'id' | 'status' | 'source' | 'deadline' | 'created_at'> & {
  id: number | null;
  status: UndiagnosedStatusValue;
  source: IssuedLinkRow['source'] | null;
  deadline: Date | null;
  created_at: Date | null;
};

export interface UndiagnosedListParams {
  page: number;
  per: number;
  q?: string | null;
  diagnosis_type?: LinkDiagnosisType | null;
  /** Only these types (the types the caller's role may act on). */
  allowed_types?: readonly LinkDiagnosisType[];
  status?: UndiagnosedStatusValue | null;
  checked?: 'checked' | 'unchecked' | null;
  source?: 'mail' | 'ticket' | null;
  employment_type?: IssuedLinkRow['employment_type'] | null;
  /** Bounds of created_at (the caller turns Tokyo dates into instants). */
  created_from?: Date | null;
  created_before?: Date | null;
  sort: 'created_at' | 'deadline' | 'kana' | 'employee_number' | 'status';
  order: 'asc' | 'desc';
  /** `SHORT_SEARCH_PEOPLE` unless given (a test takes the other path with 0). */
  short_search_people?: number;
  /** The walk's length (walkShown) unless given: 0 takes the collecting path, a few a short walk. */
  kana_walk_pieces?: number;
}

const l = diagnosisLinks;
const e = employees;
const iso = (d: Date) => d.toISOString();

/** Filters on the link only: a never-issued person matches none of them. */
const linkOnly = (p: UndiagnosedListParams) =>
  Boolean(
    p.checked || p.source || p.created_from || p.created_before || (p.status && p.status !== 'unissued'),
  );

/** The search without its spaces (they are not part of names, kana or numbers). */
const searchText = (p: UndiagnosedListParams) => p.q?.replace(/[\s\u3000]+/g, '') ?? '';

function personFilters(companyId: number, p: UndiagnosedListParams, withLink: boolean): SQL | undefined {
  const q = searchText(p);
  const pattern = q ? likePattern(q) : undefined;
  const lower = q ? likePattern(q.toLowerCase()) : undefined;
  const email = withLink ? sql`coalesce(${l.email}, ${e.email}, '')` : sql`coalesce(${e.email}, '')`;
  return and(
    eq(e.company_id, companyId),
    pattern && lower
      ? or(
          like(sql`(${e.last_name} || ${e.first_name})`, pattern),
          like(sql`(${e.kana_last_name} || ${e.kana_first_name})`, pattern),
          like(sql`upper(${e.employee_id})`, pattern.toUpperCase()),
          like(sql`lower(${email})`, lower),
        )
      : undefined,
    p.employment_type ? eq(e.employment_type, p.employment_type) : undefined,
  );
}

function linkFilters(p: UndiagnosedListParams, now: Date): SQL | undefined {
  const nowTs = sql`${iso(now)}::timestamptz`;
  return and(
    ne(l.status, 'completed'),
    p.status === 'expired'
      ? lt(l.deadline, nowTs)
      : p.status && p.status !== 'unissued'
        ? and(eq(l.status, p.status), gte(l.deadline, nowTs))
        : undefined,
    p.diagnosis_type ? eq(l.diagnosis_type, p.diagnosis_type) : undefined,
    // A role that may act on both types needs no condition on the type (the open links' index
    // then answers without reading the links themselves).
    p.allowed_types && !DiagnosisType.values.every((t) => p.allowed_types?.includes(t))
      ? inArray(l.diagnosis_type, [...p.allowed_types])
      : undefined,
    p.checked ? eq(l.checked, p.checked === 'checked') : undefined,
    p.source ? eq(l.source, p.source) : undefined,
    p.created_from ? gte(l.created_at, p.created_from) : undefined,
    p.created_before ? lt(l.created_at, p.created_before) : undefined,
  );
}

/** The never-issued people's condition on their type (the type their employment type takes). */
function unissuedType(p: UndiagnosedListParams): SQL | undefined {
  const types = (p.allowed_types ?? DiagnosisType.values).filter(
    (t) => !p.diagnosis_type || t === p.diagnosis_type,
  );
  return types.length === DiagnosisType.values.length
    ? undefined
    : types.length === 0
      ? sql`false`
      : types[0] === 'senkou'
        ? eq(e.employment_type, 'senkou')
        : ne(e.employment_type, 'senkou');
}

/**
 * Never issued any link, and of a diagnosis type the list shows. `link_count` is kept by the
 * database (migration 0022), so this is a condition on the person's row, served by an index.
 */
function unissued(p: UndiagnosedListParams): SQL | undefined {
  return and(eq(e.link_count, 0), unissuedType(p));
}

/**
 * Up to this many people with an open link matched by a short search have their links read by
 * person (one index probe each); more are joined with the company's open links as a whole.
 */
const SHORT_SEARCH_PEOPLE = 1000;

/** The people the list may show (an open link, or none ever): the partial indexes' condition. */
const awaiting = sql`(${e.open_link_count} > 0 or ${e.link_count} = 0)`;

/**
 * Whether a short search alone (no filter but the one- or two-character search, and a role that
 * sees both types) finds at least `cap` people the list shows, counted on the pieces of the people
 * it may show (`awaiting`, an index-only read of at most `cap` entries). Each such person is shown
 * and gives a row at least (未発行, or each open link, which the search matches through the
 * person), so the list then has at least `cap` rows and its total needs no other count: on 100,000
 * people a count of the rows read every match's person through the search's bitmap (ヤマ, 10,201
 * matches: 3–5 ms of a 10–18 ms request on the embedded database; decisions/0023, "The undiagnosed
 * list's total of a short search from the pieces"). False for any other list, or fewer pieces.
 */
async function shortSearchReaches(
  db: Executor,
  companyId: number,
  p: UndiagnosedListParams,
  cap: number,
): Promise<boolean> {
  const short = shortSearch(p.q);
  const alone =
    short !== null && !linkOnly(p) && !p.status && !p.employment_type && unissuedType(p) === undefined;
  return alone && (await countShortMatches(db, companyId, short, cap, true)) >= cap;
}

const unissuedColumns = {
  id: sql<number | null>`null::int`,
  employee_id: e.id,
  employee_number: e.employee_id,
  last_name: e.last_name,
  first_name: e.first_name,
  kana_last_name: e.kana_last_name,
  kana_first_name: e.kana_first_name,
  employment_type: e.employment_type,
  department: e.department,
  email: e.email,
  diagnosis_type: sql<LinkDiagnosisType>`case when ${e.employment_type} = 'senkou' then 'senkou' else 'employee' end`,
  source: sql<null>`null::text`,
  ticket_code: sql<string | null>`null::text`,
  status: sql<UndiagnosedStatusValue>`'unissued'`,
  deadline: sql<Date | null>`null::timestamptz`,
  message: sql<string | null>`null::text`,
  checked: sql<boolean>`false`,
  sent_count: sql<number>`0`,
  last_sent_at: sql<Date | null>`null::timestamptz`,
  started_at: sql<Date | null>`null::timestamptz`,
  completed_at: sql<Date | null>`null::timestamptz`,
  created_at: sql<Date | null>`null::timestamptz`,
};

function linkOrder(p: UndiagnosedListParams, now: Date): SQL[] {
  const dir = p.order === 'asc' ? asc : desc;
  if (p.sort === 'deadline') return [dir(l.deadline), dir(l.id)];
  if (p.sort === 'status') return [dir(derivedStatus(now)), dir(l.id)];
  return [dir(l.created_at), dir(l.id)];
}

/** One page of the list and its bounded total. */
export async function listUndiagnosed(
  db: Executor,
  companyId: number,
  p: UndiagnosedListParams,
  now: Date,
): Promise<{ items: UndiagnosedRow[] } & CappedTotal> {
  const withPeople = !linkOnly(p);
  const withLinks = p.status !== 'unissued';
  if (withPeople && withLinks && (p.sort === 'kana' || p.sort === 'employee_number')) {
    return byPerson(db, companyId, p, now);
  }
  const { offset, limit } = pageWindow(p.page, p.per);
  // A short search (one or two characters) first collects its matched people with an open link
  // (the index of the shown people's pieces), then reads only their links (by person), rather than
  // every open link of the company. Beyond SHORT_SEARCH_PEOPLE matches, the links are joined with
  // the matches as a whole.
  const short = withLinks ? shortSearch(p.q) : null;
  let searched: number[] | null = null;
  if (short) {
    const most = p.short_search_people ?? SHORT_SEARCH_PEOPLE;
    const rows = await db
      .select({ id: e.id })
      .from(e)
      .where(and(eq(e.company_id, companyId), hasShortPiece(short), sql`${e.open_link_count} > 0`))
      .limit(most + 1);
    if (rows.length <= most) searched = rows.map((r) => r.id);
  }
  const linkPeople =
    short && !searched ? peopleSource(db, companyId, p.q, true, sql`${e.open_link_count} > 0`) : e;
  const ofLinks = () =>
    and(
      eq(l.company_id, companyId),
      searched ? idIn(l.employee_id, searched) : undefined,
      linkFilters(p, now),
    );
  const links = (ofPage?: SQL) =>
    db
      .select(linkColumns(now))
      .from(l)
      .innerJoin(linkPeople, eq(e.id, l.employee_id))
      .leftJoin(ticketCodes, eq(ticketCodes.id, l.ticket_code_id))
      .where(and(ofPage ?? ofLinks(), personFilters(companyId, p, true)))
      .$dynamic();
  // The links part's count needs no columns and no ticket code (one at most per link). Without a
  // condition on the person it needs no person either: a link belongs to its person's company (it
  // is issued only to the company's own people), so the company's links are counted on their own
  // (the default list on 100,000 people: 5–8 ms → under 1 ms, most of a page's time before).
  const onPeople = linkPeople !== e || searchText(p) !== '' || Boolean(p.employment_type);
  const linkMatches = () => {
    const matches = db.select({ one: sql`1` }).from(l).$dynamic();
    return onPeople
      ? matches
          .innerJoin(linkPeople, eq(e.id, l.employee_id))
          .where(and(ofLinks(), personFilters(companyId, p, true)))
      : matches.where(ofLinks());
  };
  const people = () =>
    db
      .select(unissuedColumns)
      .from(e)
      .where(and(personFilters(companyId, p, false), unissued(p)))
      .$dynamic();
  // The links part is counted first (up to the cap) to know where the people part starts.
  const linkCount =
    withLinks && searched?.length !== 0 ? await countUpTo(db, linkMatches(), LIST_TOTAL_CAP + 1) : 0;
  const items: UndiagnosedRow[] = [];
  if (limit > 0 && withLinks && offset < linkCount) {
    // Past the first page with no condition on the person, the page's links are found on the
    // links alone (their index, in the list's order) and only they are joined with their person
    // and ticket: the joins no longer run for the offset's rows (the last page on 100,000 people
    // joined 1,000 links for 50 shown; its statements 6.5–6.9 → 3.9–4.6 ms on the embedded database).
    const idsFirst = !onPeople && offset > 0;
    const page = links(
      idsFirst
        ? inArray(
            l.id,
            db
              .select({ id: l.id })
              .from(l)
              .where(ofLinks())
              .orderBy(...linkOrder(p, now))
              .limit(limit)
              .offset(offset),
          )
        : undefined,
    ).orderBy(...linkOrder(p, now));
    items.push(...((await (idsFirst ? page : page.limit(limit).offset(offset))) as UndiagnosedRow[]));
  }
  const rest = limit - items.length;
  if (rest > 0 && withPeople && linkCount <= LIST_TOTAL_CAP) {
    const dir = p.order === 'asc' ? asc : desc;
    items.push(
      ...((await people()
        .orderBy(dir(e.created_at), dir(e.id))
        .limit(rest)
        .offset(Math.max(0, offset - linkCount))) as UndiagnosedRow[]),
    );
  }
  // The people part is counted up to the rest of the cap; a search alone that finds more people
  // than the cap puts the total past it whatever the links counted.
  const capLeft = LIST_TOTAL_CAP + 1 - linkCount;
  const peopleCount =
    withPeople && linkCount <= LIST_TOTAL_CAP
      ? (await shortSearchReaches(db, companyId, p, LIST_TOTAL_CAP + 1))
        ? capLeft
        : await countUpTo(db, people(), capLeft)
      : 0;
  const n = linkCount + peopleCount;
  return { items, total: Math.min(n, LIST_TOTAL_CAP), total_capped: n > LIST_TOTAL_CAP };
}

/**
 * How many of a short search's matches a walk in kana order reads at most (walkShown): four per
 * person the page needs, so the page's people are found where a quarter of the matches are shown,
 * and at most 2,000 (the last page's 1,000 among matches of which half are shown). A piece read
 * costs a person's lookup (about 10 µs on PGlite): a walk of the first page's 200 is 2 ms, a failed
 * one of 2,000 was 20 ms on top of collecting every match (about 20 ms for a fifth of 100,000).
 */
const KANA_WALK_PER_PERSON = 4;
const KANA_WALK_PIECES = 2000;

/**
 * The first `bound` people the list shows among a short search's matches in kana order, read from
 * the first pieces in that order of the matches the list can show at all (awaiting: an open link or
 * none ever, flagged on the pieces; KANA_WALK_PER_PERSON per person the page needs, at most
 * KANA_WALK_PIECES; peopleInKanaOrder): those are the people that hold the page when the walk finds
 * `bound` of them, or when it read every such match. Otherwise null: the shown people are rare among
 * them (the list filtered by a link state or a type), and every match is collected instead.
 * `shown` is the list's condition without its LIKE search, which the pieces already are.
 */
async function walkShown(
  db: Executor,
  companyId: number,
  short: string,
  p: UndiagnosedListParams,
  shown: SQL | undefined,
  order: SQL[],
  bound: number,
): Promise<number[] | null> {
  const pieces = p.kana_walk_pieces ?? Math.min(KANA_WALK_PIECES, KANA_WALK_PER_PERSON * bound);
  if (pieces <= 0) return null;
  const rows = await db
    .select({ id: e.id })
    .from(peopleInKanaOrder(db, companyId, short, { order: p.order, pieces, awaiting: true }))
    .where(shown)
    .orderBy(...order)
    .limit(bound);
  if (rows.length >= bound || (await countShortMatches(db, companyId, short, pieces, true)) < pieces) {
    return rows.map((r) => r.id);
  }
  return null;
}

/**
 * Kana or employee-number order: the people in that order with their open links or 未発行. The
 * people are paged first — only those the list shows, told from their row (link counts) and, for
 * one with open links, one probe of them — and each page's people then get their links (a lateral
 * join, one index probe per person). A person gives one row or more, so the first offset + limit
 * people hold the page's rows.
 */
async function byPerson(db: Executor, companyId: number, p: UndiagnosedListParams, now: Date) {
  const { offset, limit } = pageWindow(p.page, p.per);
  const dir = p.order === 'asc' ? asc : desc;
  const order =
    p.sort === 'kana' ? [dir(e.kana_last_name), dir(e.kana_first_name), dir(e.id)] : [dir(e.employee_id)];
  const rowOfLinkOf = (params: UndiagnosedListParams) =>
    and(linkFilters(params, now), personFilters(companyId, params, true));
  const rowOfLink = rowOfLinkOf(p);
  /** The people the list shows under `params`' filters. */
  const shownOf = (params: UndiagnosedListParams) =>
    and(
      eq(e.company_id, companyId),
      awaiting,
      or(
        and(unissued(params), personFilters(companyId, params, false)),
        and(
          sql`${e.open_link_count} > 0`,
          exists(
            db
              .select({ one: sql`1` })
              .from(l)
              .where(and(eq(l.employee_id, e.id), rowOfLinkOf(params))),
          ),
        ),
      ),
    );
  const shown = shownOf(p);
  // A short search in kana order: the page's people from a walk of the matches' pieces in kana
  // order, when it finds them (walkShown); otherwise every shown match is collected and sorted.
  const short = p.sort === 'kana' && limit > 0 ? shortSearch(p.q) : null;
  const walked = short
    ? await walkShown(db, companyId, short, p, shownOf({ ...p, q: null }), order, offset + limit)
    : null;
  const people = (bound: number | null) => {
    // A short search's matches are collected through its pieces for the count (bound null) in
    // either order, and for the page in kana order; the employee-number order's page walks its index.
    const collect = bound === null || p.sort === 'kana';
    const query = db
      .select()
      .from(walked && bound !== null ? e : peopleSource(db, companyId, p.q, collect, awaiting))
      .where(walked && bound !== null ? and(eq(e.company_id, companyId), idIn(e.id, walked)) : shown)
      .$dynamic();
    const named = bound === null ? query : query.orderBy(...order).limit(bound);
    // Same name and columns as the table, so the table's column references read these people.
    return named.as('employees') as unknown as typeof employees;
  };
  const openLinks = db
    .select()
    .from(l)
    .where(and(eq(l.employee_id, e.id), rowOfLink))
    // Named like the table, so the table's column references read these links.
    .as('diagnosis_links');
  const query = (bound: number) =>
    db
      .select({
        ...linkColumns(now),
        employee_id: e.id,
        email: sql<string | null>`coalesce(${l.email}, ${e.email})`,
        status: sql<UndiagnosedStatusValue>`case when ${l.id} is null then 'unissued' else ${derivedStatus(now)} end`,
        diagnosis_type: sql<LinkDiagnosisType>`coalesce(${l.diagnosis_type}, ${unissuedColumns.diagnosis_type})`,
        checked: sql<boolean>`coalesce(${l.checked}, false)`,
        sent_count: sql<number>`coalesce(${l.sent_count}, 0)`,
      })
      .from(people(bound))
      .leftJoinLateral(openLinks, sql`true`)
      .leftJoin(ticketCodes, eq(ticketCodes.id, l.ticket_code_id))
      .where(or(isNotNull(l.id), eq(e.link_count, 0)))
      .$dynamic();
  const page = () =>
    query(offset + limit)
      .orderBy(...order, asc(l.id))
      .limit(limit)
      .offset(offset);
  // The walked people's page reads rows by their ids, whose plan does not depend on the values:
  // kept prepared, it is planned once (prepared.ts; about 1 ms of planning per request).
  const items = limit === 0 ? [] : ((await (walked ? keptPrepared(page) : page())) as UndiagnosedRow[]);
  const total = await cappedTotal(p.page, p.per, items.length, async (cap) =>
    (await shortSearchReaches(db, companyId, p, cap))
      ? cap
      : countRowsOfPeople(db, people(null), rowOfLink, cap),
  );
  return { items, ...total };
}

/**
 * The rows of the people the list shows (`shown`, a subquery named like the table), counted up to
 * `cap` from the people rather than from the rows: a shown person gives one row (未発行, never
 * issued a link) or one per matched open link (at least one, or they are not shown), so the first
 * `cap` people give at least `cap` rows when there are more, and every row otherwise. Only a person
 * with links has them counted (one index probe); the 未発行, most of a search's matches, cost none
 * (a kana search with more matches than the cap on 100,000 people: the count's 1,001 probes of the
 * links gone, about 7 → 4.5 ms on the embedded database).
 */
async function countRowsOfPeople(
  db: Executor,
  shown: typeof employees,
  rowOfLink: SQL | undefined,
  cap: number,
): Promise<number> {
  const linksOfPerson = db
    .select({ n: sql<number>`count(*)` })
    .from(l)
    .where(and(eq(l.employee_id, e.id), rowOfLink));
  const people = db
    .select({
      rows: sql<number>`case when ${e.link_count} = 0 then 1 else (${linksOfPerson}) end`.as('rows'),
    })
    .from(shown)
    .limit(cap)
    .as('people');
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${people.rows}), 0)::int` }).from(people);
  return Math.min(row?.n ?? 0, cap);
}
