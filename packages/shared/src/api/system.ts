/** Maintenance mode and the operator's company overview. */
import { z } from 'zod';
import { CompanyStatus } from '../enums.ts';
import { integer } from '../validation.ts';

export const ZMaintenanceMode = z.object({ maintenance_flag: z.boolean() });
export type TMaintenanceMode = z.infer<typeof ZMaintenanceMode>;

export const ZPageQuery = z.object({
  page: integer({ min: 1, max: 100_000 }).default(1),
  per: integer({ min: 1, max: 200 }).default(50),
});

export const ZAdminCompaniesQuery = ZPageQuery.extend({
  status: CompanyStatus.schema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TAdminCompaniesQuery = z.infer<typeof ZAdminCompaniesQuery>;

export const ZAdminCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  status: CompanyStatus.schema,
  admins_count: z.number().int(),
  created_at: z.string(),
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
