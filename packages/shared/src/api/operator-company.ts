/**
 * An operator working inside one company (decision 0028). The company screens call the company API
 * (`/employees`, `/companies/5/diagnosis_list`, …); an operator reaches the same calls for one
 * company under `/admin/companies/{companyId}/…`. This is the one rule that turns a company call
 * into the operator's call: the API registers its mirrors with it and the web app's operator area
 * sends its requests through it, so the two cannot drift apart.
 *
 * - `/companies/{id}/x` → `/admin/companies/{id}/x` (the company is already in the path);
 * - any other `/x` → `/admin/companies/{companyId}/x`;
 * - the names spec §7 gives the operator's calls replace the company's: `bulk_upsert_url` →
 *   `upsert_url`, `bulk_issue_ticket` → `issue_ticket`, `employees/create_employee_bulk` →
 *   `employees/import`.
 */
import { z } from 'zod';

/** Company call path (after `/api/v1`, after the company) → the operator's name for it. */
export const OPERATOR_COMPANY_RENAMES: readonly (readonly [company: string, operator: string])[] = [
  ['/bulk_upsert_url', '/upsert_url'],
  ['/bulk_issue_ticket', '/issue_ticket'],
  ['/employees/create_employee_bulk', '/employees/import'],
];

function rename(tail: string): string {
  for (const [from, to] of OPERATOR_COMPANY_RENAMES) {
    if (tail === from) return to;
    const next = tail.charAt(from.length);
    if (tail.startsWith(from) && (next === '/' || next === '?' || next === '#')) {
      return to + tail.slice(from.length);
    }
  }
  return tail;
}

/**
 * The operator's path (after `/api/v1`) of the company call `companyPath` for the company
 * `companyRef` (an id, or a route parameter such as `:company_id` when registering routes).
 */
export function operatorCompanyPath(companyPath: string, companyRef: string | number): string {
  const inPath = /^\/companies\/([^/?#]+)(\/.*)$/.exec(companyPath);
  if (inPath) return `/admin/companies/${inPath[1]}${rename(inPath[2] as string)}`;
  return `/admin/companies/${companyRef}${rename(companyPath)}`;
}

/** `GET admin/employees/{id}`: whose person this is, so the operator's person pages can open in that company. */
export const ZOperatorEmployeeCompanyResponse = z.object({
  data: z.object({
    id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
  }),
});
export type TOperatorEmployeeCompany = z.infer<typeof ZOperatorEmployeeCompanyResponse>['data'];

/** `GET admin/companies/{id}/scope`: the company an operator works inside (name and status for the banner). */
export const ZOperatorCompanyScopeResponse = z.object({
  data: z.object({ id: z.number().int(), name: z.string(), status: z.string() }),
});
export type TOperatorCompanyScope = z.infer<typeof ZOperatorCompanyScopeResponse>['data'];
