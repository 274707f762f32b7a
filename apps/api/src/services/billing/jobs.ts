/**
 * The billing tasks on the job runner (decisions/0020):
 *   billing-month        03:00 on the 1st (Japan): run the month that just closed; also queued by
 *                        an operator's 「請求を作成」 with the month and the run's record
 *   contract-reminders   09:00 every day: the 60/30-day contract-end notifications for operators
 * Both are idempotent (docs/billing.md), so a second delivery or a retry changes nothing.
 */
import { findBillingRun, insertBillingRun, updateBillingRun } from '@mirume/db';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { App } from '../../lib/zod-app.ts';
import { remindContractEnds } from './contracts.ts';
import { previousMonth, runBillingMonth } from './run.ts';

export const BILLING_MONTH_JOB = 'billing-month';
export const CONTRACT_REMINDERS_JOB = 'contract-reminders';

export interface BillingMonthJob {
  /** Absent for the schedule: the month that just closed. */
  month?: string;
  run_id?: number;
}

/** Runs a month and keeps its record (billing_runs) up to date. */
export async function performBillingRun(app: App, data: BillingMonthJob) {
  const month = data.month ?? previousMonth(new Date());
  const run = data.run_id
    ? await findBillingRun(app.db, data.run_id)
    : await insertBillingRun(app.db, month, null);
  if (!run) return;
  await updateBillingRun(app.db, run.id, { status: 'running', started_at: new Date(), error: null });
  try {
    const result = await runBillingMonth(app.database, run.month);
    await updateBillingRun(app.db, run.id, {
      status: 'done',
      created_count: result.created,
      existing_count: result.existing,
      finished_at: new Date(),
    });
  } catch (err) {
    await updateBillingRun(app.db, run.id, {
      status: 'failed',
      error: '請求の作成に失敗しました。もう一度実行してください（作成済みの請求書は重複しません）。',
      finished_at: new Date(),
    });
    throw err;
  }
}

export function billingJobDefinitions(app: App): JobDefinition<object>[] {
  return [
    {
      name: BILLING_MONTH_JOB,
      cron: '0 3 1 * *',
      retryLimit: 3,
      expireInSeconds: 30 * 60,
      handler: (data) => performBillingRun(app, data as BillingMonthJob),
    },
    {
      name: CONTRACT_REMINDERS_JOB,
      cron: '0 9 * * *',
      handler: async () => {
        const added = await remindContractEnds(app);
        if (added) app.log.info({ added }, 'contract-end reminders added');
      },
    },
  ];
}
