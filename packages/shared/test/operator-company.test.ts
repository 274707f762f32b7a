/** The one rule that turns a company call into an operator's call for a company (decision 0028). */
import { describe, expect, it } from 'vitest';
import { operatorCompanyPath } from '../src/api/operator-company.ts';

describe('[OPERATOR-COMPANY] operatorCompanyPath', () => {
  it('puts a company call under the company, keeping the rest of the path and the query', () => {
    expect(operatorCompanyPath('/employees', 5)).toBe('/admin/companies/5/employees');
    expect(operatorCompanyPath('/employees/3/mirumevital_results', 5)).toBe(
      '/admin/companies/5/employees/3/mirumevital_results',
    );
    expect(operatorCompanyPath('/organization_charts/search?q=営業', 5)).toBe(
      '/admin/companies/5/organization_charts/search?q=営業',
    );
  });

  it('keeps the company already in the path', () => {
    expect(operatorCompanyPath('/companies/5/diagnosis_list', 5)).toBe('/admin/companies/5/diagnosis_list');
    expect(operatorCompanyPath('/companies/:id/undiagnosis_list', ':company_id')).toBe(
      '/admin/companies/:id/undiagnosis_list',
    );
  });

  it("uses spec §7's names for links, tickets and the import", () => {
    expect(operatorCompanyPath('/companies/5/bulk_upsert_url', 5)).toBe('/admin/companies/5/upsert_url');
    expect(operatorCompanyPath('/companies/5/bulk_issue_ticket', 5)).toBe('/admin/companies/5/issue_ticket');
    expect(operatorCompanyPath('/employees/create_employee_bulk', 5)).toBe(
      '/admin/companies/5/employees/import',
    );
    expect(operatorCompanyPath('/employees/create_employee_bulk/validate', ':company_id')).toBe(
      '/admin/companies/:company_id/employees/import/validate',
    );
    // Only whole segments are renamed.
    expect(operatorCompanyPath('/employees/create_employee_bulkx', 5)).toBe(
      '/admin/companies/5/employees/create_employee_bulkx',
    );
  });
});
