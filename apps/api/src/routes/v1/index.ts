/**
 * The /api/v1 route tree, one folder per audience (who may call), each registered in its own
 * scope with its one guard (audience.ts, decision 0017).
 */
import type { App } from '../../lib/zod-app.ts';
import { audience as admin } from './admin/index.ts';
import { type Audience, audienceScope } from './audience.ts';
import { audience as company } from './company/index.ts';
import { audience as dev } from './dev/index.ts';
import { audience as exam } from './exam/index.ts';
import { audience as publicRoutes } from './public/index.ts';

/** Every folder of routes/v1 with its audience, in registration order. */
export const AUDIENCES: Record<string, Audience> = {
  public: publicRoutes,
  exam,
  dev,
  company,
  admin,
};

export default async function v1(app: App) {
  for (const [name, audience] of Object.entries(AUDIENCES)) await app.register(audienceScope(name, audience));
}
