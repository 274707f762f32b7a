import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { adminArea } from '@/lib/area';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { EMPTY_CHART, listItem } from '@/test/records/employees';
import { renderPage } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';
import { criteriaScope } from '../lib/criteria-scope';
import { RecommendDialog } from './recommend-dialog';

let server: TestServer;

const recommendation = {
  data: {
    diagnosis_type: 'senkou',
    group_size: 1,
    group_with_results: 1,
    warning: '10人未満のグループです。参考値としてご覧ください。',
    applicants_total: 40,
    suggestions: [
      {
        metric: 'concentration',
        label: '集中力',
        explain: '',
        group_n: 1,
        group_median: 61,
        threshold: 58,
        group_pass_share: 1,
        applicant_pass_share: 0.3,
        reason: 'グループ全員が58以上です',
      },
    ],
    combined: { group_pass_share: 1, applicant_pass_share: 0.3 },
    explanation: '選んだ1人の結果から提案しています。',
  },
};

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (url.pathname === '/api/v1/admin/companies/5/employees') {
    return {
      status: 200,
      body: {
        data: {
          items: [listItem(31, { last_name: '佐藤', first_name: '健' })],
          total: 1,
          total_capped: false,
          page: 1,
          per: 20,
        },
      },
    };
  }
  if (url.pathname === '/api/v1/admin/companies/5/organization_charts')
    return { status: 200, body: EMPTY_CHART };
  if (url.pathname === '/api/v1/admin/musashino_criteria/recommended_detail') {
    return { status: 200, body: recommendation };
  }
  return fakeApi(fakeApiState({}))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[CRITERIA] 推奨基準 in the operator area', () => {
  it('[CRITERIA] an operator picks people of the company worked on and asks with its id', async () => {
    signInAsSystemAdmin();
    const scope = criteriaScope(adminArea, '5');
    expect(scope.api.recommend).toBe('/admin/musashino_criteria/recommended_detail');
    const { user } = renderPage(
      <RecommendDialog scope={scope} type="senkou" open onClose={() => {}} onUse={() => {}} />,
      { area: adminArea },
    );
    await user.click(await screen.findByText('佐藤 健'));
    await user.click(screen.getByRole('button', { name: '提案を見る' }));
    expect(
      screen.getByRole('heading', { name: '推奨基準（この企業の社員から理想の人物像をつくる）' }),
    ).toBeTruthy();
    expect(await screen.findByText('58以上')).toBeTruthy();
    // Only the operator's mirrors of the company's calls were used, never the company's own.
    expect(server.requests.some((r) => r.url.startsWith('/api/v1/admin/companies/5/employees'))).toBe(true);
    expect(server.requests.some((r) => r.url.startsWith('/api/v1/employees'))).toBe(false);
    const asked = server.requests.find(
      (r) => r.url === '/api/v1/admin/musashino_criteria/recommended_detail',
    );
    expect(JSON.parse(asked?.body ?? '{}')).toEqual({
      company_id: 5,
      diagnosis_type: 'senkou',
      employee_ids: [31],
    });
  });
});
