/**
 * The examinee's calls: public, the link token in the path is the only credential, so every actor
 * (signed in or not) gets the same answer — what the token allows, nothing more or less.
 */
import { createLink, DEVICE } from '../support/exam.ts';
import { everyone, type Fixtures, type Row } from './table.ts';

/** A well-formed token that no link has. */
const UNKNOWN = 'A'.repeat(43);

let live: Promise<string> | undefined;
/** One issued, untouched link of the demo company, shared by the rows. */
function liveToken(f: Fixtures) {
  live ??= createLink(f.ctx.database, f.ownCompanyId).then((l) => l.token);
  return live;
}

export const EXAM_ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/v1/exam/links/:token',
    variant: 'live link',
    url: async (f) => `/api/v1/exam/links/${await liveToken(f)}`,
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/v1/exam/links/:token',
    variant: 'unknown token',
    url: `/api/v1/exam/links/${UNKNOWN}`,
    expect: everyone(404),
  },
  {
    method: 'POST',
    route: '/api/v1/exam/links/:token/session',
    url: `/api/v1/exam/links/${UNKNOWN}/session`,
    payload: { ...DEVICE },
    expect: everyone(404),
  },
  {
    method: 'PUT',
    route: '/api/v1/exam/links/:token/blocks/:index',
    variant: 'before the session starts',
    url: async (f) => `/api/v1/exam/links/${await liveToken(f)}/blocks/0`,
    payload: {},
    expect: everyone(409),
  },
  {
    method: 'PUT',
    route: '/api/v1/exam/links/:token/blocks/:index',
    variant: 'unknown token',
    url: `/api/v1/exam/links/${UNKNOWN}/blocks/0`,
    payload: {},
    expect: everyone(404),
  },
  {
    method: 'POST',
    route: '/api/v1/exam/links/:token/complete',
    url: `/api/v1/exam/links/${UNKNOWN}/complete`,
    payload: {},
    expect: everyone(404),
  },
  {
    method: 'POST',
    route: '/api/v1/exam/tickets/redeem',
    variant: 'malformed code',
    payload: {
      code: 'O0I1',
      last_name: '受検',
      first_name: '花子',
      kana_last_name: 'ジュケン',
      kana_first_name: 'ハナコ',
      email: 'hanako@example.jp',
    },
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/v1/exam/tickets/redeem',
    variant: 'unknown code',
    payload: {
      code: 'ZZZZZ-ZZZZZ',
      last_name: '受検',
      first_name: '花子',
      kana_last_name: 'ジュケン',
      kana_first_name: 'ハナコ',
      email: 'hanako@example.jp',
    },
    expect: everyone(404),
  },
];
