import { describe, expect, it } from 'vitest';
import {
  ZAdminCompaniesQuery,
  ZAdminCompaniesResponse,
  ZAdminCompanyRow,
  ZMaintenanceMode,
  ZPageQuery,
} from '../src/api/system.ts';
import { MESSAGES } from '../src/validation.ts';
import { messagesOf, parseOk } from './support.ts';

describe('ZMaintenanceMode', () => {
  it('parses maintenance_flag true and false', () => {
    expect(parseOk(ZMaintenanceMode, { maintenance_flag: true })).toEqual({ maintenance_flag: true });
    expect(parseOk(ZMaintenanceMode, { maintenance_flag: false })).toEqual({ maintenance_flag: false });
  });

  it('refuses a flag that is not a boolean', () => {
    expect(messagesOf(ZMaintenanceMode, { maintenance_flag: 'true' })).not.toEqual([]);
    expect(messagesOf(ZMaintenanceMode, {})).not.toEqual([]);
  });
});

describe('ZPageQuery', () => {
  it('defaults to page 1 with 50 per page', () => {
    expect(parseOk(ZPageQuery, {})).toEqual({ page: 1, per: 50 });
  });

  it('coerces query-string numbers', () => {
    expect(parseOk(ZPageQuery, { page: '3', per: '20' })).toEqual({ page: 3, per: 20 });
  });

  it('accepts the bounds: page 1 to 100000, per 1 to 200', () => {
    expect(parseOk(ZPageQuery, { page: '100000', per: '200' })).toEqual({ page: 100000, per: 200 });
    expect(parseOk(ZPageQuery, { page: '1', per: '1' })).toEqual({ page: 1, per: 1 });
  });

  it('refuses page 0, per 201 and fractions', () => {
    expect(messagesOf(ZPageQuery, { page: '0' })).not.toEqual([]);
    expect(messagesOf(ZPageQuery, { page: '100001' })).not.toEqual([]);
    expect(messagesOf(ZPageQuery, { per: '201' })).not.toEqual([]);
    expect(messagesOf(ZPageQuery, { per: '0' })).not.toEqual([]);
    expect(messagesOf(ZPageQuery, { page: '1.5' })).not.toEqual([]);
  });

  it('refuses text with the integer message', () => {
    expect(messagesOf(ZPageQuery, { page: 'abc' })).toEqual([MESSAGES.integer]);
  });
});

describe('ZAdminCompaniesQuery', () => {
  it('filters by company status and a trimmed search text, newest registration first by default', () => {
    expect(parseOk(ZAdminCompaniesQuery, { status: 'trial', q: '  ミルメ ' })).toEqual({
      page: 1,
      per: 50,
      status: 'trial',
      q: 'ミルメ',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('filters by a contract-date period and sorts by a contract date', () => {
    expect(
      parseOk(ZAdminCompaniesQuery, {
        contract_date: 'date_end_contract',
        contract_from: '2026-12-01',
        contract_to: '2026-12-31',
        sort: 'date_end_contract',
        order: 'asc',
      }),
    ).toMatchObject({
      contract_date: 'date_end_contract',
      contract_from: '2026-12-01',
      sort: 'date_end_contract',
    });
    expect(messagesOf(ZAdminCompaniesQuery, { contract_date: 'created_at' })).toEqual([MESSAGES.oneOf]);
    expect(messagesOf(ZAdminCompaniesQuery, { sort: 'email' })).toEqual([MESSAGES.oneOf]);
  });

  it('refuses an unknown status with the oneOf message', () => {
    expect(messagesOf(ZAdminCompaniesQuery, { status: 'discarded' })).toEqual([MESSAGES.oneOf]);
  });

  it('refuses a search text longer than 100 characters', () => {
    expect(messagesOf(ZAdminCompaniesQuery, { q: 'あ'.repeat(100) })).toEqual([]);
    expect(messagesOf(ZAdminCompaniesQuery, { q: 'あ'.repeat(101) })).not.toEqual([]);
  });
});

describe('ZAdminCompaniesResponse', () => {
  const row = {
    id: 7,
    name: '株式会社ミルメ・テスト',
    name_kana: 'ミルメテスト',
    status: 'approved',
    date_start_contract: '2026-04-01',
    date_end_contract: null,
    admins_count: 2,
    created_at: '2026-11-21T05:05:00.000Z',
    first_admin: {
      id: 3,
      name: '山田 花子',
      email: 'hanako@example.co.jp',
      confirmed: true,
      has_password: true,
    },
  };
  const counts = { temp_registration: 1, email_authenticated: 0, trial: 4, approved: 12 };

  it('parses a realistic page of companies with counts per status', () => {
    const body = { data: { items: [row], total: 17, page: 1, per: 50, counts_by_status: counts } };
    expect(parseOk(ZAdminCompaniesResponse, body)).toEqual(body);
  });

  it('requires a count for every company status', () => {
    const { trial: _trial, ...withoutTrial } = counts;
    expect(
      messagesOf(ZAdminCompaniesResponse, {
        data: { items: [], total: 0, page: 1, per: 50, counts_by_status: withoutTrial },
      }),
    ).not.toEqual([]);
  });

  it('refuses a row with an unknown status', () => {
    expect(messagesOf(ZAdminCompanyRow, { ...row, status: 'discarded' })).toEqual([MESSAGES.oneOf]);
  });
});
