/**
 * Development aids without a login. The guard is the environment: in production (NODE_ENV=
 * production) none of these routes is registered, so their URLs answer 404 like any unknown one.
 */
import type { Audience } from '../audience.ts';
import { devMailboxRoutes } from './mailbox/mailbox.ts';

export const audience: Audience = {
  access: ['public'],
  enabled: (app) => !app.config.isProduction,
  routes: [devMailboxRoutes],
};
