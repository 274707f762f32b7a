/**
 * A small stand-in for the API's sign-in, session and maintenance endpoints, following the
 * contract of apps/api, served over real HTTP by `startTestServer`.
 */
import type { TAdminCompaniesResponse, TCompanyUser } from '@mirume/shared';
import { companyUser, SYSTEM_ADMIN, TOKEN } from './fixtures';
import { apiError, type RecordedRequest, type Reply } from './test-server';

export interface FakeApiState {
  maintenance: boolean;
  /** The user validate_token answers with (null → 401). */
  user: TCompanyUser | null;
  signOutStatus: number;
  companies: TAdminCompaniesResponse['data'];
  password: string;
}

export function fakeApiState(overrides: Partial<FakeApiState> = {}): FakeApiState {
  return {
    maintenance: false,
    user: companyUser(),
    signOutStatus: 200,
    password: 'correct-horse',
    companies: {
      items: [],
      total: 0,
      page: 1,
      per: 50,
      counts_by_status: { temp_registration: 0, email_authenticated: 0, trial: 0, approved: 0 },
    },
    ...overrides,
  };
}

export function fakeApi(state: FakeApiState) {
  return (request: RecordedRequest): Reply => {
    const url = new URL(request.url, 'http://api.test');
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/v1/shindan_status_notifications':
        return { status: 200, body: { data: { items: [], total: 0, unread: 0, page: 1, per: 50 } } };
      case 'GET /api/v1/maintenance_mode':
        return { status: 200, body: { maintenance_flag: state.maintenance } };
      case 'PATCH /api/v1/admin/maintenance_mode': {
        state.maintenance = JSON.parse(request.body).maintenance_flag;
        return { status: 200, body: { maintenance_flag: state.maintenance } };
      }
      case 'POST /api/v1/company_admins/sign_in': {
        const { email, password } = JSON.parse(request.body);
        if (password !== state.password) {
          return apiError(401, 'INVALID_CREDENTIALS', 'メールアドレスまたはパスワードが正しくありません。');
        }
        const user = companyUser({ email });
        return { status: 200, body: { data: { user, token: TOKEN } } };
      }
      case 'GET /api/v1/company_admins/validate_token':
        return state.user
          ? { status: 200, body: { data: { user: state.user } } }
          : apiError(401, 'UNAUTHORIZED', 'ログインの有効期限が切れました。再度ログインしてください。');
      case 'DELETE /api/v1/company_admins/sign_out':
        return state.signOutStatus === 200
          ? { status: 200, body: { success: true } }
          : apiError(state.signOutStatus, 'INTERNAL', 'サーバーでエラーが発生しました。');
      case 'POST /api/v1/system_admins/sign_in': {
        const { password } = JSON.parse(request.body);
        return password === state.password
          ? { status: 200, body: { data: SYSTEM_ADMIN } }
          : apiError(401, 'INVALID_CREDENTIALS', 'メールアドレスまたはパスワードが正しくありません。');
      }
      case 'GET /api/v1/system_admins/validate_token':
        return { status: 200, body: { data: SYSTEM_ADMIN } };
      case 'DELETE /api/v1/system_admins/sign_out':
        return { status: 200, body: { success: true } };
      case 'GET /api/v1/admin/companies': {
        const status = url.searchParams.get('status');
        const q = url.searchParams.get('q') ?? '';
        const items = state.companies.items.filter(
          (c) => (!status || c.status === status) && c.name.includes(q),
        );
        return {
          status: 200,
          body: {
            data: {
              ...state.companies,
              items,
              total: items.length,
              page: Number(url.searchParams.get('page') ?? 1),
              per: Number(url.searchParams.get('per') ?? 50),
            },
          },
        };
      }
      case 'GET /api/v1/admin/statistics':
        return { status: 200, body: { data: statistics(state) } };
      case 'GET /api/v1/admin/notifications':
        return {
          status: 200,
          body: { data: { items: [], total: 0, unread: 0, page: 1, per: 20 } },
        };
      default:
        return apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
    }
  };
}

/** The dashboard's figures, from the fake companies (diagnoses: 12 months, a few each). */
function statistics(state: FakeApiState) {
  const monthly = Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    issued: i * 2,
    completed: i,
  }));
  return {
    counts_by_status: state.companies.counts_by_status,
    discarded: 0,
    trials_ending: [],
    monthly,
    examinees_this_month: 11,
    recent_signups: state.companies.items.slice(0, 5).map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      created_at: c.created_at,
    })),
  };
}
