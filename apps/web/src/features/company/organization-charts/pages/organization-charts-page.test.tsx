import {
  ORG_CHART_MAX_DEPTH,
  ORG_CHART_MESSAGES,
  ORG_CHART_SEARCH_LIMIT,
  type TOrgChartNode,
} from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

interface Unit {
  id: number;
  parent_id: number | null;
  name: string;
  position: number;
  head: number;
}
let units: Unit[] = [];
let nextId = 100;
let server: TestServer;
let signedIn = companyUser();

function build(parentId: number | null): TOrgChartNode[] {
  return units
    .filter((u) => u.parent_id === parentId)
    .sort((a, b) => a.position - b.position)
    .map((u) => {
      const children = build(u.id);
      return {
        id: u.id,
        parent_id: u.parent_id,
        name: u.name,
        position: u.position,
        head_count: u.head,
        total_count: u.head + children.reduce((s, c) => s + c.total_count, 0),
        children,
      };
    });
}
const employee = {
  id: 501,
  employee_id: '1001',
  last_name: '山田',
  first_name: '花子',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'ハナコ',
  employment_type: 'full_time',
};

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const body = request.body ? JSON.parse(request.body) : {};
  const base = '/api/v1/organization_charts';
  if (request.method === 'GET' && url.pathname === base) {
    return { status: 200, body: { data: { items: build(null), total_employees: 5, unassigned: 1 } } };
  }
  if (request.method === 'GET' && url.pathname === `${base}/search`) {
    const q = url.searchParams.get('q') ?? '';
    const hits = units
      .filter((u) => u.name.includes(q))
      .map((u) => ({ id: u.id, name: u.name, path: `営業部 > ${u.name}`, ids: [1, u.id] }));
    // The server answers at most ORG_CHART_SEARCH_LIMIT hits and the number of all.
    return {
      status: 200,
      body: { data: { items: hits.slice(0, ORG_CHART_SEARCH_LIMIT), total: hits.length } },
    };
  }
  if (request.method === 'POST' && url.pathname === base) {
    if (units.find((u) => u.id === body.parent_id)?.name === '第十階層') {
      return apiError(400, 'VALIDATION_ERROR', ORG_CHART_MESSAGES.tooDeep, {
        parent_id: [ORG_CHART_MESSAGES.tooDeep],
      });
    }
    const unit = { id: nextId++, parent_id: body.parent_id ?? null, name: body.name, position: 99, head: 0 };
    units.push(unit);
    return {
      status: 201,
      body: { data: { id: unit.id, parent_id: unit.parent_id, name: unit.name, position: 99 } },
    };
  }
  if (request.method === 'PUT' && url.pathname === `${base}/sort`) {
    for (const item of body.items) Object.assign(units.find((u) => u.id === item.id) ?? {}, item);
    return { status: 200, body: { success: true } };
  }
  const one = url.pathname.match(/^\/api\/v1\/organization_charts\/(\d+)(\/\w+)?$/);
  if (one) {
    const id = Number(one[1]);
    const unit = units.find((u) => u.id === id);
    if (!unit) return apiError(404, 'NOT_FOUND', 'ページが見つかりません');
    if (request.method === 'DELETE') {
      if (unit.head > 0) {
        return apiError(
          409,
          'CONFLICT',
          `この部署には社員が${unit.head}名所属しているため削除できません。先に所属を変更してください。`,
        );
      }
      units = units.filter((u) => u.id !== id);
      return { status: 200, body: { success: true } };
    }
    if (request.method === 'POST' && one[2] === '/duplicate') {
      const copy = { ...unit, id: nextId++, name: `${unit.name}（コピー）`, head: 0 };
      units.push(copy);
      return {
        status: 201,
        body: { data: { id: copy.id, parent_id: copy.parent_id, name: copy.name, position: 0 } },
      };
    }
    if (one[2] === '/employees') {
      if (request.method === 'PUT') unit.head += body.employee_ids.length;
      return { status: 200, body: { data: { items: unit.head > 0 ? [employee] : [] } } };
    }
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/employees') {
    return {
      status: 200,
      body: { data: { items: [{ ...employee, organization_chart_id: null }], total: 1 } },
    };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  units = [
    { id: 1, parent_id: null, name: '営業部', position: 0, head: 1 },
    { id: 2, parent_id: 1, name: '第一課', position: 0, head: 3 },
    { id: 3, parent_id: 1, name: '第二課', position: 1, head: 0 },
  ];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const requestsTo = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('[ORGCHART] the organization chart page', () => {
  it('[ORGCHART] the admin sees the tree with head counts and adds a sub-unit from the row menu', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    const tree = await screen.findByRole('list', { name: '組織図' });
    expect(within(tree).getByRole('button', { name: '営業部' })).toBeTruthy();
    expect(within(tree).getByLabelText('所属 4名（直属 1名）')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '営業部の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '下位部署を追加' }));
    const dialog = await screen.findByRole('dialog', { name: '下位部署の追加' });
    await user.type(within(dialog).getByRole('textbox', { name: '部署名' }), '第三課');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    expect(JSON.parse(requestsTo('POST', '/api/v1/organization_charts')[0]?.body ?? '{}')).toEqual({
      name: '第三課',
      parent_id: 1,
    });
    expect(await within(tree).findByRole('button', { name: '第三課' })).toBeTruthy();
  });

  it('[ORGCHART] 下へ in the row menu moves 第一課 below 第二課 without a mouse', async () => {
    signedIn = signInAs('employee_admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.click(await screen.findByRole('button', { name: '第一課の操作' }));
    expect((await screen.findByRole('menuitem', { name: '上へ' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: '下へ' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    expect(JSON.parse(requestsTo('PUT', '/api/v1/organization_charts/sort')[0]?.body ?? '{}')).toEqual({
      items: [
        { id: 3, parent_id: 1, position: 0 },
        { id: 2, parent_id: 1, position: 1 },
      ],
    });
    const sub = await screen.findByRole('list', { name: '営業部の下位部署' });
    await waitFor(() =>
      expect(
        within(sub)
          .getAllByRole('button', { name: /課$|課\s/ })
          .map((b) => b.textContent?.slice(0, 3)),
      ).toEqual(['第二課', '第一課']),
    );
  });

  it("[ORGCHART] deleting a unit with employees asks first and then shows the server's reason; nothing disappears", async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.click(await screen.findByRole('button', { name: '第一課の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '部署の削除' });
    expect(within(dialog).getByText(/「第一課」を削除します/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(
      await within(dialog).findByText(
        'この部署には社員が3名所属しているため削除できません。先に所属を変更してください。',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '第一課' })).toBeTruthy();
  });

  it('[ORGCHART] duplicating 営業部 shows 複製しました。 and the copy', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.click(await screen.findByRole('button', { name: '営業部の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '複製' }));
    expect(await screen.findByText('複製しました。')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '営業部（コピー）' })).toBeTruthy();
  });

  it('[ORGCHART] the search lists matching units with their path', async () => {
    signedIn = signInAs('worker');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.type(await screen.findByRole('searchbox', { name: '部署名で検索' }), '第二');
    const results = await screen.findByRole('list', { name: '検索結果' });
    expect(await within(results).findByText('営業部 > 第二課')).toBeTruthy();
    await user.click(within(results).getByRole('button', { name: /第二課/ }));
    expect(await screen.findByRole('heading', { name: '第二課' })).toBeTruthy();
  });

  it('[ORGCHART] a search with more hits than one answer holds says how many and asks to narrow it', async () => {
    units.push(
      ...Array.from({ length: 150 }, (_, i) => ({
        id: 1000 + i,
        parent_id: 1,
        name: `支店${i}`,
        position: i + 2,
        head: 0,
      })),
    );
    signedIn = signInAs('worker');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.type(await screen.findByRole('searchbox', { name: '部署名で検索' }), '支店');
    const results = await screen.findByRole('list', { name: '検索結果' });
    expect(await within(results).findByText('検索結果 150件')).toBeTruthy();
    expect(within(results).getByRole('status').textContent).toBe(ORG_CHART_MESSAGES.searchTruncated(150));
    expect(within(results).getAllByRole('button')).toHaveLength(ORG_CHART_SEARCH_LIMIT);
  });

  it('[ORGCHART] adding a unit below the deepest level shows the limit in the dialog, and the page states the limits', async () => {
    units.push({ id: 10, parent_id: 1, name: '第十階層', position: 2, head: 0 });
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    expect(await screen.findByText(ORG_CHART_MESSAGES.limitsNote)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '第十階層の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '下位部署を追加' }));
    const dialog = await screen.findByRole('dialog', { name: '下位部署の追加' });
    await user.type(within(dialog).getByRole('textbox', { name: '部署名' }), '深すぎる部署');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText(ORG_CHART_MESSAGES.tooDeep)).toBeTruthy();
  });

  it('[ORGCHART] a unit on the tenth level offers no 下位部署を追加, and says why', async () => {
    // A chain below unit 1: levels 2…10.
    for (let level = 2; level <= ORG_CHART_MAX_DEPTH; level++)
      units.push({
        id: 100 + level,
        parent_id: level === 2 ? 1 : 100 + level - 1,
        name: `第${level}層`,
        position: 9,
        head: 0,
      });
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    const deepest = `第${ORG_CHART_MAX_DEPTH}層`;
    await screen.findByRole('button', { name: '営業部' });
    for (let level = 2; level <= ORG_CHART_MAX_DEPTH; level++) {
      const parent = level === 2 ? '営業部' : `第${level - 1}層`;
      if (!screen.queryByRole('button', { name: `第${level}層` }))
        await user.click(screen.getByRole('button', { name: `${parent}を展開` }));
      await screen.findByRole('button', { name: `第${level}層` });
    }
    await user.click(await screen.findByRole('button', { name: `${deepest}の操作` }));
    const item = await screen.findByRole('menuitem', { name: /下位部署を追加/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain(`${ORG_CHART_MAX_DEPTH}階層目の下には追加できません`);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: `第${ORG_CHART_MAX_DEPTH - 1}層の操作` }));
    const open = await screen.findByRole('menuitem', { name: '下位部署を追加' });
    expect(open.getAttribute('aria-disabled')).toBeNull();
  });

  it('[ORGCHART] the admin assigns an employee found by kana to the selected unit', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/organization-charts');
    await user.click(await screen.findByRole('button', { name: '第二課' }));
    expect(await screen.findByText('この部署に直接所属している社員はいません。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '社員を割り当て' }));
    const dialog = await screen.findByRole('dialog', { name: '社員を割り当て' });
    await user.type(
      within(dialog).getByRole('searchbox', { name: '氏名・フリガナ・社員番号で検索' }),
      'ヤマダ',
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: /山田 花子/ }));
    await user.click(within(dialog).getByRole('button', { name: '1名を割り当てる' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    expect(JSON.parse(requestsTo('PUT', '/api/v1/organization_charts/3/employees')[0]?.body ?? '{}')).toEqual(
      {
        employee_ids: [501],
      },
    );
    expect(await screen.findByRole('link', { name: '山田 花子' })).toBeTruthy();
  });

  it('[ORGCHART] a worker views the chart and employees but sees no change actions', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/organization-charts');
    expect(await screen.findByRole('list', { name: '組織図' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '部署を追加' })).toBeNull();
    expect(screen.queryByRole('button', { name: /の操作$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '社員を割り当て' })).toBeNull();
  });
});
