import { company, everyone, operatorOnly, type Row } from './table.ts';

export const PLATFORM_ROWS: Row[] = [
  { method: 'GET', route: '/healthz', expect: everyone(200) },
  { method: 'GET', route: '/api/v1/openapi.json', expect: everyone(200) },
  { method: 'GET', route: '/api/v1/maintenance_mode', expect: everyone(200) },
  // Sign-in is public; with wrong credentials every caller gets the same 401.
  {
    method: 'POST',
    route: '/api/v1/company_admins/sign_in',
    payload: { email: 'nobody@demo.mirume.test', password: 'wrong-password' },
    expect: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/v1/system_admins/sign_in',
    payload: { email: 'nobody@mirume.test', password: 'wrong-password' },
    expect: everyone(401),
  },
  { method: 'GET', route: '/api/v1/company_admins/validate_token', expect: company(200) },
  { method: 'DELETE', route: '/api/v1/company_admins/sign_out', expect: company(200) },
  { method: 'GET', route: '/api/v1/system_admins/validate_token', expect: operatorOnly(200) },
  { method: 'DELETE', route: '/api/v1/system_admins/sign_out', expect: operatorOnly(200) },
  {
    method: 'PATCH',
    route: '/api/v1/admin/maintenance_mode',
    payload: { maintenance_flag: false },
    expect: operatorOnly(200),
  },
  { method: 'GET', route: '/api/v1/admin/companies', expect: operatorOnly(200) },
];
