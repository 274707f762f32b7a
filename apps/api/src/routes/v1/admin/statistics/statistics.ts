/** GET admin/statistics: the figures of the operator dashboard (spec §7). */
import { ZAdminStatisticsResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { adminStatistics } from '../../../../services/statistics/statistics.ts';

export async function adminStatisticsRoutes(app: App) {
  app.get(
    '/api/v1/admin/statistics',
    {
      schema: {
        tags: ['運営: ダッシュボード'],
        summary:
          '企業のステータス別件数、トライアル終了間近、月別の診断発行・受検数（直近12か月）、今月の受検者数、最近の申込',
        response: { 200: ZAdminStatisticsResponse },
      },
      config: { access: 'operator' },
    },
    async () => ({ data: await adminStatistics(app.db) }),
  );
}
