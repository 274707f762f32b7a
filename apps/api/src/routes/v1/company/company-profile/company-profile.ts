/**
 * The company's own settings (/company/edit) and the postcode look-up that fills its address.
 * Reading the basic info is open to every role (it is the company's own data); edits need
 * `company:edit` (admin only).
 */
import {
  ZCompanyDaihyoRequest,
  ZCompanyIdParams,
  ZCompanyProfileResponse,
  ZCompanyUpdateRequest,
  ZPostcodeParams,
  ZPostcodeResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  loadCompanyProfile,
  lookupPostcode,
  saveCompanyDaihyo,
  saveCompanyProfile,
} from '../../../../services/company-profile/company-profile.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['企業情報'];
const response = { 200: ZCompanyProfileResponse };

export async function companyProfileRoutes(app: App) {
  app.get(
    '/api/v1/companies/:id',
    {
      schema: { tags, summary: '自社の基本情報', params: ZCompanyIdParams, response },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await loadCompanyProfile(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.get(
    '/api/v1/companies/:id/edit',
    {
      schema: { tags, summary: '企業情報編集フォームの初期値', params: ZCompanyIdParams, response },
      config: { access: 'company', permission: 'company:edit' },
    },
    async (request) => ({
      data: await loadCompanyProfile(app, currentUser(request).company_id, request.params.id),
    }),
  );

  app.put(
    '/api/v1/companies/:id',
    {
      schema: {
        tags,
        summary: '企業情報の編集',
        params: ZCompanyIdParams,
        body: ZCompanyUpdateRequest,
        response,
      },
      config: { access: 'company', permission: 'company:edit' },
    },
    async (request) => ({
      data: await saveCompanyProfile(app, currentUser(request).company_id, request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/v1/companies/:id/update_daihyo',
    {
      schema: {
        tags,
        summary: '代表者名の編集',
        params: ZCompanyIdParams,
        body: ZCompanyDaihyoRequest,
        response,
      },
      config: { access: 'company', permission: 'company:edit' },
    },
    async (request) => {
      const { company_id } = currentUser(request);
      return { data: await saveCompanyDaihyo(app, company_id, request.params.id, request.body.daihyo_name) };
    },
  );

  app.get(
    '/api/v1/postcodes/:code',
    {
      schema: {
        tags,
        summary: '郵便番号から住所を検索（日本郵便のデータ）',
        params: ZPostcodeParams,
        response: { 200: ZPostcodeResponse },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: lookupPostcode(request.params.code) }),
  );
}
