/** The maintenance switch, readable by everyone (the web app asks before each screen). */
import { ZMaintenanceMode } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';

const tags = ['メンテナンス'];

export async function maintenanceReadRoute(app: App) {
  app.get(
    '/api/v1/maintenance_mode',
    {
      schema: { tags, summary: 'メンテナンス中かどうか', response: { 200: ZMaintenanceMode } },
      config: { access: 'public' },
    },
    async () => ({ maintenance_flag: await app.maintenance.isOn() }),
  );
}
