/** SCAFFOLD: filled by issue 4. */
import type { App } from '../../../lib/zod-app.ts';

export async function employeeRoutes(_app: App) {}
