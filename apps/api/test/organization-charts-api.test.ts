import { schema } from '@mirume/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { must } from './support/must.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

interface Node {
  id: number;
  parent_id: number | null;
  name: string;
  position: number;
  head_count: number;
  total_count: number;
  children: Node[];
}

const ctx = useWorld();
const admin: Record<string, string> = signedIn(ctx, DEMO.admin);
let companyId: number;
beforeAll(async () => {
  ({ companyId } = ctx);
});

const URL = '/api/v1/organization_charts';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function create(name: string, parent_id?: number | null, headers = admin) {
  const res = await call('POST', URL, { name, parent_id }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; parent_id: number | null; name: string; position: number };
}
async function tree(headers = admin) {
  const res = await call('GET', URL, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.items as Node[];
}
function find(nodes: Node[], id: number): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}
async function unitRows() {
  return ctx.database.db
    .select()
    .from(schema.organizationCharts)
    .where(eq(schema.organizationCharts.company_id, companyId));
}
let employeeSeq = 0;
async function addEmployees(unitId: number | null, n: number, company = companyId) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    employeeSeq += 1;
    const [row] = await ctx.database.db
      .insert(schema.employees)
      .values({
        company_id: company,
        employee_id: `OC${employeeSeq}`,
        last_name: '組織',
        first_name: `${employeeSeq}郎`,
        kana_last_name: 'ソシキ',
        kana_first_name: 'タロウ',
        employment_type: 'full_time',
        organization_chart_id: unitId,
      })
      .returning({ id: schema.employees.id });
    ids.push(must(row).id);
  }
  return ids;
}

describe('[ORGCHART] building the tree', () => {
  it('[ORGCHART] an admin builds 本社 > 営業部 > 第一課/第二課 and sees the tree in order with head counts', async () => {
    const hq = await create('本社');
    const sales = await create('営業部', hq.id);
    const first = await create('第一課', sales.id);
    const second = await create('第二課', sales.id);
    expect(second.position).toBe(first.position + 1);
    await addEmployees(sales.id, 1);
    await addEmployees(first.id, 2);
    const items = await tree();
    const hqNode = must(find(items, hq.id));
    expect(hqNode.children.map((c) => c.name)).toEqual(['営業部']);
    const salesNode = must(find(items, sales.id));
    expect(salesNode.children.map((c) => c.name)).toEqual(['第一課', '第二課']);
    expect(salesNode.head_count).toBe(1);
    expect(salesNode.total_count).toBe(3);
    expect(hqNode.head_count).toBe(0);
    expect(hqNode.total_count).toBe(3);
    expect(must(find(items, first.id)).head_count).toBe(2);
  });

  it('[ORGCHART] a blank name, a name over 100 characters, symbols and a sibling with the same name answer 400 with Japanese field errors and create nothing', async () => {
    const before = (await unitRows()).length;
    const top = await create('重複確認部');
    const after = (await unitRows()).length;
    const cases: [object, string][] = [
      [{ name: '' }, '入力必須です'],
      [{ name: 'あ'.repeat(101) }, '100文字以内で入力してください'],
      [{ name: '重複確認部' }, '同じ階層に同じ名前の部署があります'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', URL, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fieldErrors.name).toContain(message);
    }
    const unknownParent = await call('POST', URL, { name: '孤児', parent_id: 999_999 });
    expect(unknownParent.statusCode).toBe(400);
    expect(unknownParent.body).toContain('親の部署が見つかりません');
    // The same name under another parent is fine.
    await create('重複確認部', top.id);
    expect((await unitRows()).length).toBe(after + 1);
    expect(after).toBe(before + 1);
  });
});

describe('[ORGCHART] rename and move', () => {
  it('[ORGCHART] an admin renames a unit and moves it under another parent, where it goes last', async () => {
    const a = await create('移動元部');
    const b = await create('移動先部');
    await create('既存課', b.id);
    const child = await create('移動課', a.id);
    const renamed = await call('PUT', `${URL}/${child.id}`, { name: '移動済み課', parent_id: b.id });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: '移動済み課', parent_id: b.id, position: 1 });
    const bNode = must(find(await tree(), b.id));
    expect(bNode.children.map((c) => c.name)).toEqual(['既存課', '移動済み課']);
    const toTop = await call('PUT', `${URL}/${child.id}`, { parent_id: null });
    expect(toTop.statusCode).toBe(200);
    expect((await tree()).some((n) => n.id === child.id)).toBe(true);
  });

  it('[ORGCHART] moving a unit under itself or its own descendant is refused in Japanese and changes nothing', async () => {
    const top = await create('循環確認部');
    const mid = await create('循環課', top.id);
    const leaf = await create('循環係', mid.id);
    for (const parent of [top.id, leaf.id]) {
      const res = await call('PUT', `${URL}/${top.id}`, { parent_id: parent });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('部署を自分自身またはその下の部署の下に移動することはできません');
    }
    const [row] = (await unitRows()).filter((u) => u.id === top.id);
    expect(must(row).parent_id).toBeNull();
  });

  it('[ORGCHART] renaming to a sibling name answers 400 and keeps the old name', async () => {
    await create('改名甲部');
    const b = await create('改名乙部');
    const res = await call('PUT', `${URL}/${b.id}`, { name: '改名甲部' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('同じ階層に同じ名前の部署があります');
    expect(must((await unitRows()).find((u) => u.id === b.id)).name).toBe('改名乙部');
  });
});

describe('[ORGCHART] delete', () => {
  it('[ORGCHART] deleting a unit whose sub-unit has employees is refused with 409 naming the count, and nothing is deleted', async () => {
    const top = await create('削除不可部');
    const sub = await create('削除不可課', top.id);
    await addEmployees(sub.id, 3);
    const res = await call('DELETE', `${URL}/${top.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'この部署には社員が3名所属しているため削除できません。先に所属を変更してください。',
    );
    const ids = (await unitRows()).map((u) => u.id);
    expect(ids).toContain(top.id);
    expect(ids).toContain(sub.id);
  });

  it('[ORGCHART] deleting a unit with sub-units but no employees deletes the whole subtree', async () => {
    const top = await create('削除部');
    const sub = await create('削除課', top.id);
    const leaf = await create('削除係', sub.id);
    const res = await call('DELETE', `${URL}/${top.id}`);
    expect(res.statusCode).toBe(200);
    const ids = (await unitRows()).map((u) => u.id);
    for (const id of [top.id, sub.id, leaf.id]) expect(ids).not.toContain(id);
    expect((await call('DELETE', `${URL}/${top.id}`)).statusCode).toBe(404);
  });
});

describe('[ORGCHART] sort', () => {
  it('[ORGCHART] an admin drags 第二課 above 第一課 and moves a unit to another parent in one call', async () => {
    const dept = await create('並替部');
    const one = await create('第一課', dept.id);
    const two = await create('第二課', dept.id);
    const other = await create('並替別部');
    const res = await call('PUT', `${URL}/sort`, {
      items: [
        { id: two.id, parent_id: dept.id, position: 0 },
        { id: one.id, parent_id: dept.id, position: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(must(find(await tree(), dept.id)).children.map((c) => c.name)).toEqual(['第二課', '第一課']);
    const move = await call('PUT', `${URL}/sort`, {
      items: [{ id: one.id, parent_id: other.id, position: 0 }],
    });
    expect(move.statusCode).toBe(200);
    expect(must(find(await tree(), other.id)).children.map((c) => c.id)).toEqual([one.id]);
  });

  it('[ORGCHART] a sort with one bad item (another company, a cycle, unknown) changes none of the items', async () => {
    const dept = await create('一括部');
    const a = await create('一括甲', dept.id);
    const b = await create('一括乙', dept.id);
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    const foreign = await create('他社部', null, otherAdmin);
    const before = await unitRows();
    const bad = [
      { id: foreign.id, parent_id: null, position: 0 },
      { id: dept.id, parent_id: a.id, position: 0 },
      { id: 999_999, parent_id: null, position: 0 },
    ];
    for (const item of bad) {
      const res = await call('PUT', `${URL}/sort`, {
        items: [
          { id: b.id, parent_id: dept.id, position: 0 },
          { id: a.id, parent_id: dept.id, position: 1 },
          item,
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/部署/);
    }
    expect(await unitRows()).toEqual(before);
    const [foreignRow] = await ctx.database.db
      .select()
      .from(schema.organizationCharts)
      .where(eq(schema.organizationCharts.id, foreign.id));
    expect(must(foreignRow).company_id).toBe(other.company.id);
  });
});

describe('[ORGCHART] duplicate', () => {
  it('[ORGCHART] duplicating 営業部 copies its sub-units right after it, named 営業部（コピー）, without employees', async () => {
    const dept = await create('複製営業部');
    const one = await create('第一課', dept.id);
    await create('第一係', one.id);
    await create('第二課', dept.id);
    const next = await create('複製後続部');
    await addEmployees(one.id, 2);
    const res = await call('POST', `${URL}/${dept.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy.name).toBe('複製営業部（コピー）');
    const items = await tree();
    const topNames = items.map((n) => n.name);
    expect(topNames.indexOf('複製営業部（コピー）')).toBe(topNames.indexOf('複製営業部') + 1);
    expect(topNames.indexOf('複製後続部')).toBe(topNames.indexOf('複製営業部（コピー）') + 1);
    const copyNode = must(find(items, copy.id));
    expect(copyNode.children.map((c) => c.name)).toEqual(['第一課', '第二課']);
    expect(must(copyNode.children[0]).children.map((c) => c.name)).toEqual(['第一係']);
    expect(copyNode.total_count).toBe(0);
    expect(find(items, next.id)).toBeDefined();
    const again = await call('POST', `${URL}/${dept.id}/duplicate`);
    expect(again.json().data.name).toBe('複製営業部（コピー）2');
  });
});

describe('[ORGCHART] search', () => {
  it('[ORGCHART] searching 第一 finds the units with their path from the top', async () => {
    const hq = await create('検索本社');
    const sales = await create('検索営業部', hq.id);
    const first = await create('検索第一課', sales.id);
    const res = await call('GET', `${URL}/search?q=${encodeURIComponent('検索第一')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      {
        id: first.id,
        name: '検索第一課',
        path: '検索本社 > 検索営業部 > 検索第一課',
        ids: [hq.id, sales.id, first.id],
      },
    ]);
    const empty = await call('GET', `${URL}/search?q=`);
    expect(empty.json().data.items).toEqual([]);
    const tooLong = await call('GET', `${URL}/search?q=${'あ'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fieldErrors.q).toEqual(['100文字以内で入力してください']);
  });
});

describe('[ORGCHART] employees of a unit', () => {
  it('[ORGCHART] an admin assigns employees from the chart and sees them in the unit; unknown or foreign employees change nothing', async () => {
    const unit = await create('割当部');
    const [e1, e2] = await addEmployees(null, 2);
    const res = await call('PUT', `${URL}/${unit.id}/employees`, { employee_ids: [e1, e2] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.items.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([e1, e2].sort());
    const list = await call('GET', `${URL}/${unit.id}/employees`);
    expect(list.json().data.items).toHaveLength(2);
    expect(must(find(await tree(), unit.id)).head_count).toBe(2);

    const other = await createOtherCompany(ctx.database);
    const [foreign] = await addEmployees(null, 1, other.company.id);
    const target = await create('割当先部');
    for (const ids of [
      [e1, foreign],
      [e1, 999_999],
    ]) {
      const bad = await call('PUT', `${URL}/${target.id}/employees`, { employee_ids: ids });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('存在しない社員が含まれています');
    }
    const [row] = await ctx.database.db
      .select()
      .from(schema.employees)
      .where(eq(schema.employees.id, must(e1)));
    expect(must(row).organization_chart_id).toBe(unit.id);
    const [foreignRow] = await ctx.database.db
      .select()
      .from(schema.employees)
      .where(eq(schema.employees.id, must(foreign)));
    expect(must(foreignRow).organization_chart_id).toBeNull();
  });
});

describe('[ORGCHART] tenants and roles', () => {
  it("[ORGCHART] another company's admin gets 404 for every call on our unit and never sees it in their tree", async () => {
    const unit = await create('機密部');
    const other = await createOtherCompany(ctx.database);
    const them = await signInCompany(ctx.app, other.email);
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['PUT', `${URL}/${unit.id}`, { name: '乗っ取り' }],
      ['DELETE', `${URL}/${unit.id}`],
      ['POST', `${URL}/${unit.id}/duplicate`],
      ['GET', `${URL}/${unit.id}/employees`],
      ['PUT', `${URL}/${unit.id}/employees`, { employee_ids: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, them)).statusCode).toBe(404);
    }
    expect(await tree(them)).toEqual([]);
    const search = await call('GET', `${URL}/search?q=${encodeURIComponent('機密')}`, undefined, them);
    expect(search.json().data.items).toEqual([]);
    expect(must((await unitRows()).find((u) => u.id === unit.id)).name).toBe('機密部');
  });

  it('[ORGCHART] a worker and a senkou admin view the chart but their changes answer 404; an employee admin may change it', async () => {
    const unit = await create('権限部');
    for (const email of [DEMO.worker, DEMO.senkou_admin]) {
      const h = await signInCompany(ctx.app, email);
      expect(find(await tree(h), unit.id)).toBeDefined();
      expect((await call('POST', URL, { name: '勝手な部' }, h)).statusCode).toBe(404);
      expect((await call('PUT', `${URL}/${unit.id}`, { name: '勝手な名前' }, h)).statusCode).toBe(404);
      expect((await call('DELETE', `${URL}/${unit.id}`, undefined, h)).statusCode).toBe(404);
    }
    const employeeAdmin = await signInCompany(ctx.app, DEMO.employee_admin);
    expect((await call('PUT', `${URL}/${unit.id}`, { name: '権限部改' }, employeeAdmin)).statusCode).toBe(
      200,
    );
  });
});
