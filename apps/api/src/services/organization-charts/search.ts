/**
 * Unit search by name, with each hit's path from the top 「本社 > 営業部 > 第一課」. One request
 * answers at most ORG_CHART_SEARCH_LIMIT hits (and the number of all), so a one-letter query on a
 * large chart stays a small answer.
 */
import { listOrgChartUnits } from '@mirume/db';
import { ORG_CHART_SEARCH_LIMIT } from '@mirume/shared';
import type { App } from '../../lib/zod-app.ts';
import { pathTo } from './tree.ts';

const PATH_SEPARATOR = ' > ';

export async function searchUnits(app: App, companyId: number, q: string | undefined) {
  const needle = (q ?? '').trim().toLowerCase();
  if (!needle) return { items: [], total: 0 };
  const units = await listOrgChartUnits(app.db, companyId);
  const byId = new Map(units.map((u) => [u.id, u]));
  const hits = units.filter((u) => u.name.toLowerCase().includes(needle));
  const items = hits
    .map((u) => {
      const chain = pathTo(byId, u.id);
      return {
        id: u.id,
        name: u.name,
        path: chain.map((c) => c.name).join(PATH_SEPARATOR),
        ids: chain.map((c) => c.id),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path, 'ja'))
    .slice(0, ORG_CHART_SEARCH_LIMIT);
  return { items, total: hits.length };
}
