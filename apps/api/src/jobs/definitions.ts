/**
 * Every background task of the product, defined on the app's job runner while the app is built.
 * A capability contributes its definitions here; the runner starts them when the app is ready.
 */
import type { App } from '../lib/zod-app.ts';
import { reportJobDefinitions } from '../services/reports/jobs.ts';

export function defineJobs(app: App) {
  for (const definition of [...reportJobDefinitions(app)]) app.jobs.define(definition);
}
