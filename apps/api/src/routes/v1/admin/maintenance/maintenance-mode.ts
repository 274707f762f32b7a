/** Switching maintenance mode on and off; reading it is public (public/maintenance). */
import { setMaintenanceFlag } from '@mirume/db';
import { ZMaintenanceMode } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';

const tags = ['メンテナンス'];

export async function maintenanceAdminRoutes(app: App) {
  app.patch(
    '/api/v1/admin/maintenance_mode',
    {
      schema: {
        tags,
        summary: 'メンテナンスモードの切り替え',
        body: ZMaintenanceMode,
        response: { 200: ZMaintenanceMode },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const flag = await setMaintenanceFlag(app.db, request.body.maintenance_flag, request.systemAdmin!.id);
      app.maintenance.remember(flag);
      request.log.info(
        { maintenance_flag: flag, system_admin_id: request.systemAdmin!.id },
        'maintenance switched',
      );
      return { maintenance_flag: flag };
    },
  );
}
