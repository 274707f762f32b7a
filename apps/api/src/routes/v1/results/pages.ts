import type { App } from '../../../lib/zod-app.ts';

// SCAFFOLD: routes arrive with the results work.
export async function resultPageRoutes(_app: App) {}
