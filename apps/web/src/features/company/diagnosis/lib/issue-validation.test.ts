import { describe, expect, it } from 'vitest';
import { addDays, tokyoToday } from '@/lib/dates';
import { parsePastedApplicants } from '../components/applicant-rows';
import { deadlineError } from './deadline';
import { emptyApplicant } from './issue-condition';
import { checkApplicants, quantityError } from './issue-validation';

const row = (values: Partial<ReturnType<typeof emptyApplicant>>) => ({ ...emptyApplicant(), ...values });

describe('[DIAGNOSIS] checks made before issuing', () => {
  it('[DIAGNOSIS] lines pasted from Excel become rows: five columns, or 氏名・カナ・メール in three', () => {
    const five = parsePastedApplicants('田中\t美咲\tタナカ\tミサキ\ttanaka@example.com\r\n');
    expect(five?.map(({ key: _key, ...rest }) => rest)).toEqual([
      {
        last_name: '田中',
        first_name: '美咲',
        kana_last_name: 'タナカ',
        kana_first_name: 'ミサキ',
        email: 'tanaka@example.com',
      },
    ]);
    const three = parsePastedApplicants('伊藤 健\tイトウ　ケン\tito@example.com');
    expect(three?.[0]).toMatchObject({
      last_name: '伊藤',
      first_name: '健',
      kana_last_name: 'イトウ',
      kana_first_name: 'ケン',
    });
    // Plain text without tabs is an ordinary paste into one field.
    expect(parsePastedApplicants('田中')).toBeNull();
  });

  it('[DIAGNOSIS] blank rows are skipped, wrong kana and repeated emails are marked at their row', () => {
    const ok = { last_name: '田中', first_name: '美咲', kana_last_name: 'タナカ', kana_first_name: 'ミサキ' };
    const { errors, filled } = checkApplicants([
      row({ ...ok, email: 'a@example.com' }),
      row({}),
      row({ ...ok, kana_last_name: 'たなか', email: 'A@example.com' }),
    ]);
    expect(filled.map((f) => f.index)).toEqual([0, 2]);
    expect(Object.keys(errors).sort()).toEqual(['2.email', '2.kana_last_name']);
    expect(errors['2.email']).toBe('このメールアドレスは他の行と重複しています');
  });

  it('[DIAGNOSIS] the deadline is today … 180 days ahead in Japan time; the quantity 1 … 1,000', () => {
    const now = new Date('2026-11-21T15:30:00Z'); // 2026-11-22 00:30 in Tokyo
    expect(tokyoToday(now)).toBe('2026-11-22');
    expect(deadlineError('2026-11-21', now)).toBe('今日以降の日付を選択してください');
    expect(deadlineError('2026-11-22', now)).toBeNull();
    expect(deadlineError(addDays('2026-11-22', 180), now)).toBeNull();
    expect(deadlineError(addDays('2026-11-22', 181), now)).toBe('受検期限は180日以内で設定してください');
    expect(quantityError('0')).not.toBeNull();
    expect(quantityError('1000')).toBeNull();
    expect(quantityError('1001')).not.toBeNull();
    expect(quantityError('１０')).not.toBeNull();
  });
});
