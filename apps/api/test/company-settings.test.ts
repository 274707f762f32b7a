import { schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { must } from './support/must.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

const valid = {
  name: 'デモ株式会社',
  name_kana: 'デモカブシキガイシャ',
  postcode: '1040061',
  address: '東京都中央区銀座1-2-3 ミルメビル5F',
  tel: '03-1234-5678',
  url: 'https://demo.example.jp',
};

async function companyRow() {
  const [row] = await ctx.database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return must(row);
}

describe('[COMPANY] company settings', () => {
  it('[COMPANY] the admin edits the company and every role reads the new basic info', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: admin,
      payload: valid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(valid);
    const worker = await signInCompany(ctx.app, DEMO.worker);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}`,
      headers: worker,
    });
    expect(read.json().data).toMatchObject({ ...valid, status: 'trial' });
    const edit = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${companyId}/edit`,
      headers: admin,
    });
    expect(edit.json().data.address).toBe(valid.address);
  });

  it('[COMPANY] a blank URL is stored as none', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: admin,
      payload: { ...valid, url: '' },
    });
    expect(res.statusCode).toBe(200);
    expect((await companyRow()).url).toBeNull();
  });

  it('[COMPANY] refuses a 6-digit postcode, hiragana kana, a bad phone and URL with the §5 messages and changes nothing', async () => {
    const before = await companyRow();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: admin,
      payload: {
        ...valid,
        name: '',
        name_kana: 'でも',
        postcode: '104006',
        tel: '12345',
        url: 'javascript:alert(1)',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toEqual({
      name: ['入力必須です'],
      name_kana: ['全角カタカナで入力してください'],
      postcode: ['正しい郵便番号を入力してください（ハイフンなし7桁）'],
      tel: ['正しい電話番号を入力してください'],
      url: ['正しいURLを入力してください'],
    });
    expect(await companyRow()).toEqual(before);
  });

  it('[COMPANY] the admin changes the representative', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${companyId}/update_daihyo`,
      headers: admin,
      payload: { daihyo_name: '代表 一郎' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.daihyo_name).toBe('代表 一郎');
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${companyId}/update_daihyo`,
      headers: admin,
      payload: { daihyo_name: '   ' },
    });
    expect(bad.json().error.details.fieldErrors).toEqual({ daihyo_name: ['入力必須です'] });
    expect((await companyRow()).daihyo_name).toBe('代表 一郎');
  });

  it('[COMPANY] a worker cannot edit (404 like a missing page), and nobody sees another company', async () => {
    const worker = await signInCompany(ctx.app, DEMO.worker);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}`,
      headers: worker,
      payload: valid,
    });
    expect(put.statusCode).toBe(404);
    const other = await createOtherCompany(ctx.database);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${other.company.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('[COMPANY] postcode look-up', () => {
  it('[COMPANY] 1040061 answers 東京都 中央区 銀座 without any network call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/postcodes/1040061', headers: admin });
    expect(res.json()).toEqual({
      data: { postcode: '1040061', prefecture: '東京都', city: '中央区', town: '銀座' },
    });
  });

  it('[COMPANY] an unknown postcode is 404 and a 6-digit one is 400', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/postcodes/0000000', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('該当する住所が見つかりませんでした');
    const short = await ctx.app.inject({ method: 'GET', url: '/api/v1/postcodes/104006', headers: admin });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fieldErrors.code).toEqual([
      '正しい郵便番号を入力してください（ハイフンなし7桁）',
    ]);
  });
});
