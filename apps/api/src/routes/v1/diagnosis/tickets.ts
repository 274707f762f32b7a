import type { App } from '../../../lib/zod-app.ts';

// SCAFFOLD: routes arrive with the diagnosis work.
export async function ticketRoutes(_app: App) {}
