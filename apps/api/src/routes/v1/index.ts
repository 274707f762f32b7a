/**
 * The /api/v1 route tree, grouped by who may call: public, company users (token headers, then
 * the route's permission from the roles map), operators (cookies + CSRF header).
 */
import type { App } from '../../lib/zod-app.ts';
import {
  checkPermission,
  requireCompanyUser,
  requireCsrfHeader,
  requireSystemAdmin,
} from '../../plugins/auth.ts';
import { adminCompanyRoutes } from './admin/companies.ts';
import { companySessionRoutes, companySignInRoute } from './company-admins/session.ts';
import { maintenanceAdminRoutes, maintenanceReadRoute } from './maintenance.ts';
import { operatorSessionRoutes, operatorSignInRoute } from './system-admins/session.ts';

export default async function v1(app: App) {
  await app.register(async function publicRoutes(scope: App) {
    await scope.register(maintenanceReadRoute);
    await scope.register(companySignInRoute);
    await scope.register(operatorSignInRoute);
  });

  await app.register(async function companyRoutes(scope: App) {
    scope.addHook('onRequest', requireCompanyUser);
    scope.addHook('preHandler', checkPermission);
    await scope.register(companySessionRoutes);
  });

  await app.register(async function operatorRoutes(scope: App) {
    scope.addHook('onRequest', requireSystemAdmin);
    scope.addHook('onRequest', requireCsrfHeader);
    await scope.register(operatorSessionRoutes);
    await scope.register(maintenanceAdminRoutes);
    await scope.register(adminCompanyRoutes);
  });
}
