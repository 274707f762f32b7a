/** SCAFFOLD: filled by issue 3. */
import type { App } from '../../../lib/zod-app.ts';

export async function adminCompanyApprovalRoutes(_app: App) {}
