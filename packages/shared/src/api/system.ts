/** Maintenance mode, the operator's company overview and the operator's onboarding actions. */
import { z } from 'zod';
import { CompanyStatus, ContractDateFilter } from '../enums.ts';
import {
  email,
  filterDate,
  integer,
  kana,
  MESSAGES,
  queryText,
  recordId,
  sortOrder,
  symbolSafe,
  tel,
} from '../validation.ts';
import { ZSystemAdmin } from './auth.ts';

export const ZMaintenanceMode = z.object({ maintenance_flag: z.boolean() });
export type TMaintenanceMode = z.infer<typeof ZMaintenanceMode>;

/**
 * The people lists count their matches up to this many (decisions/0023); with more, `total` is
 * this number and `total_capped` is true (「1,000件以上」), and pages stop there.
 */
export const LIST_TOTAL_CAP = 1000;
/** `total_capped` of a list answer: more rows match than LIST_TOTAL_CAP. */
export const ZTotalCapped = z.boolean().optional();

export const ZPageQuery = z.object({
  page: integer({ min: 1, max: 100_000 }).default(1),
  per: integer({ min: 1, max: 200 }).default(50),
});

export const ADMIN_COMPANY_SORTS = [
  'created_at',
  'name',
  'status',
  'date_start_contract',
  'date_end_contract',
] as const;

/** The list of companies: search (name, kana, an admin's address), status, contract dates, order. */
export const ZAdminCompaniesQuery = ZPageQuery.extend({
  status: CompanyStatus.schema.optional(),
  q: queryText(100),
  sort: z.enum(ADMIN_COMPANY_SORTS, { message: MESSAGES.oneOf }).default('created_at'),
  order: sortOrder(),
  /** Which contract date the from/to period applies to (spec §3 contract date filter). */
  contract_date: ContractDateFilter.schema.optional(),
  contract_from: filterDate().optional(),
  contract_to: filterDate().optional(),
});
export type TAdminCompaniesQuery = z.infer<typeof ZAdminCompaniesQuery>;

/** The company's first admin (the one who signed up or was registered), whom the approval actions address. */
export const ZAdminCompanyFirstAdmin = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  has_password: z.boolean(),
});
export type TAdminCompanyFirstAdmin = z.infer<typeof ZAdminCompanyFirstAdmin>;

export const ZAdminCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  status: CompanyStatus.schema,
  date_start_contract: z.string().nullable(),
  date_end_contract: z.string().nullable(),
  admins_count: z.number().int(),
  created_at: z.string(),
  first_admin: ZAdminCompanyFirstAdmin.nullable(),
});
export type TAdminCompanyRow = z.infer<typeof ZAdminCompanyRow>;

export const ZAdminCompaniesResponse = z.object({
  data: z.object({
    items: z.array(ZAdminCompanyRow),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
    counts_by_status: z.record(CompanyStatus.schema, z.number().int()),
  }),
});
export type TAdminCompaniesResponse = z.infer<typeof ZAdminCompaniesResponse>;

// ---- onboarding actions of the operator --------------------------------------------------------

/** POST /api/v1/admin/companies: an operator registers a company and its first admin. */
export const ZAdminCompanyCreateRequest = z.object({
  company_name: symbolSafe(100),
  company_name_kana: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    kana(100).optional(),
  ),
  /** 代表者名 */
  daihyo_name: symbolSafe(50),
  tel: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), tel().optional()),
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
  email: email(),
  /** Where the company starts; trial unless the operator picks the full contract. */
  status: z.enum(['trial', 'approved'], { message: '選択してください' }).default('trial'),
});
export type TAdminCompanyCreateRequest = z.input<typeof ZAdminCompanyCreateRequest>;

export const ZAdminCompanyCreateResponse = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    status: CompanyStatus.schema,
    first_admin: ZAdminCompanyFirstAdmin,
  }),
});
export type TAdminCompanyCreateResponse = z.infer<typeof ZAdminCompanyCreateResponse>;

export const ZCompanyAdminActionParams = z.object({
  id: recordId(),
  company_admin_id: recordId(),
});

export const CompanyAdminAction = z.enum(['approve', 'contract', 'reissue']);
export type TCompanyAdminAction = z.infer<typeof CompanyAdminAction>;

/** What an approve / contract / reissue did; `mail` names the mail that went out. */
export const ZCompanyAdminActionResponse = z.object({
  data: z.object({
    company_id: z.number().int(),
    company_status: CompanyStatus.schema,
    mail: z.enum(['company_approved', 'company_contracted', 'company_confirmation', 'password_setup']),
    message: z.string(),
  }),
});
export type TCompanyAdminActionResponse = z.infer<typeof ZCompanyAdminActionResponse>;

/** POST /api/v1/system_admins: the new system admin (without a password yet). */
export const ZSystemAdminCreateResponse = z.object({ data: ZSystemAdmin });
export type TSystemAdminCreateResponse = z.infer<typeof ZSystemAdminCreateResponse>;
