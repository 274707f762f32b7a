import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectSnackbar, signInCompany, USERS } from '../support';

/** Opens a demo person from the diagnosis list by 社員番号. */
async function openPerson(page: Page, number: string, name: string) {
  await page.goto('/diagnosis/history');
  await page.getByLabel('氏名・フリガナ・社員番号で検索').fill(number);
  await page.getByRole('table', { name: '社員一覧' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('[RESULTS] an employee with three results: rank and reason, the trend, the PDF report and the CSV', async ({
  page,
}) => {
  await signInCompany(page, USERS.admin);
  await openPerson(page, 'E1001', '田中 一郎');

  const result = page.getByRole('region', { name: 'ミルメバイタル 社員診断' });
  await expect(result).toBeVisible();
  await expect(result.getByText('判定理由')).toBeVisible();
  await expect(result.getByText(/^(OK|検討|NG)$/).first()).toBeVisible();
  await expect(result.getByRole('table', { name: '社員診断の指標' })).toBeVisible();

  const pdf = await downloaded(page, () => result.getByRole('button', { name: 'PDFをダウンロード' }).click());
  expect(pdf.name).toMatch(/^ミルメバイタル_田中一郎_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await result.getByRole('button', { name: 'CSV' }).click();
  const csv = await downloaded(page, () =>
    page.getByRole('menuitem', { name: 'CSV（Shift_JIS・Excel向け）' }).click(),
  );
  expect(csv.name).toMatch(/\.csv$/);
  const text = new TextDecoder('shift_jis').decode(csv.bytes);
  expect(text).toContain('社員番号');
  expect(text).toContain('E1001');

  await result.getByRole('link', { name: '推移を見る' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+\/history-mirumevital$/);
  const trend = page.getByRole('table', { name: '社員診断の推移' });
  await expect(trend).toBeVisible();
  // Three sittings side by side, and the real changes marked.
  await expect(trend.getByRole('columnheader', { name: /^\d{4}年\d{1,2}月\d{1,2}日$/ })).toHaveCount(3);
  await expect(page.getByText('有意な変化').first()).toBeVisible();
});

test('[RESULTS] a selection decision is recorded for an applicant with who and when', async ({ page }) => {
  await signInCompany(page, USERS.senkou_admin);
  await openPerson(page, 'S2001', '伊藤 さくら');
  const form = page.getByRole('form', { name: '選考結果の記録' });
  await form.getByRole('button', { name: '採用', exact: true }).click();
  await form.getByLabel('メモ（任意）').fill('二次面接で最終確認済み');
  await form.getByRole('button', { name: '保存する' }).click();
  await expectSnackbar(page, '保存しました。');
  const history = page.getByRole('table', { name: '選考結果の履歴' });
  await expect(history.getByText('二次面接で最終確認済み')).toBeVisible();
  await expect(history.getByText('採用')).toBeVisible();
});
