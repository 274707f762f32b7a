/**
 * Every background task of the product, defined on the app's job runner while the app is built.
 * A capability contributes its definitions here; the runner starts them when the app is ready.
 *
 *   report-pdf            a combined PDF download (services/reports/jobs.ts)
 *   report-jobs-sweep     every 10 minutes: forget finished report jobs after their time
 *   files-abandoned       every hour at :17: remove uploads not attached within 24 hours
 *   criteria-reflect      re-ranking a company's stored results under a criteria version (services/criteria/reflect.ts)
 *   billing-month         03:00 on the 1st: the month's invoices (services/billing/jobs.ts)
 *   contract-reminders    09:00 daily: contract-end reminders for operators
 *   trial-ending-reminders  every day at 08:05 (Tokyo): tell operators of trials ending within 7 days
 *   assessment-ocr        reading an uploaded result sheet (services/assessments/ocr-jobs.ts)
 *   assessment-ocr-sweep  every 10 minutes: forget sheet-reading jobs a day after they finished
 */
import type { App } from '../lib/zod-app.ts';
import { ocrJobDefinitions } from '../services/assessments/ocr-jobs.ts';
import { billingJobDefinitions } from '../services/billing/jobs.ts';
import { remindTrialsEnding, TRIAL_REMINDER_JOB } from '../services/companies/trial-reminders.ts';
import { criteriaJobDefinitions } from '../services/criteria/reflect.ts';
import { removeAbandonedUploads } from '../services/files/cleanup.ts';
import { reportJobDefinitions } from '../services/reports/jobs.ts';
import type { JobDefinition } from './runner.ts';

export const FILES_CLEANUP_JOB = 'files-abandoned';

function fileJobDefinitions(app: App): JobDefinition<object>[] {
  return [
    {
      name: FILES_CLEANUP_JOB,
      cron: '17 * * * *',
      handler: async () => {
        const removed = await removeAbandonedUploads(app);
        if (removed) app.log.info({ removed }, 'abandoned uploads removed');
      },
    },
  ];
}

function companyJobDefinitions(app: App): JobDefinition<object>[] {
  return [
    {
      name: TRIAL_REMINDER_JOB,
      cron: '5 8 * * *',
      handler: async () => {
        const added = await remindTrialsEnding(app.db);
        if (added) app.log.info({ added }, 'trial-ending reminders added');
      },
    },
  ];
}

export function defineJobs(app: App) {
  for (const definition of [
    ...reportJobDefinitions(app),
    ...fileJobDefinitions(app),
    ...billingJobDefinitions(app),
    ...companyJobDefinitions(app),
  ]) {
    app.jobs.define(definition);
  }
  for (const definition of criteriaJobDefinitions(app)) app.jobs.define(definition);
  for (const definition of ocrJobDefinitions(app)) app.jobs.define(definition);
}
