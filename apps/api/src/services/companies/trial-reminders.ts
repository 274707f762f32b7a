/**
 * The daily reminder of trials about to end: each live trial company whose contract end date is
 * within TRIAL_ENDING_NOTICE_DAYS gets one operator notification (its dedupe key holds the end
 * date, so a trial extended to a new date is announced again, and a repeated run adds nothing).
 */
import { type Db, trialsEndingBetween } from '@mirume/db';
import { TRIAL_ENDING_NOTICE_DAYS, tokyoDate } from '@mirume/shared';
import { notifyOperators } from '../operations/operations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_REMINDER_JOB = 'trial-ending-reminders';

export async function remindTrialsEnding(db: Db, now = new Date()): Promise<number> {
  const today = tokyoDate(now);
  const until = tokyoDate(new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS));
  return db.transaction(async (tx) => {
    let added = 0;
    for (const trial of await trialsEndingBetween(tx, today, until)) {
      const [, m, d] = trial.date_end_contract.split('-').map(Number);
      const id = await notifyOperators(tx, {
        kind: 'trial_ending',
        companyId: trial.id,
        title: `「${trial.name}」のトライアルが${m}月${d}日に終了します`,
        body: '本契約への切り替えやトライアル期間の延長が必要か、企業にご確認ください。',
        link: `/admin/companies/${trial.id}`,
        dedupeKey: `trial_ending:${trial.id}:${trial.date_end_contract}`,
      });
      if (id !== undefined) added += 1;
    }
    return added;
  });
}
