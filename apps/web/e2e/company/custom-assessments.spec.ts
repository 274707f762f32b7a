import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { expectSnackbar, signInCompany, USERS } from '../support';

/** A results file as Excel on Windows saves it: Shift_JIS, CRLF. */
const sjisCsv = (lines: string[]) => iconv.encode(`${lines.join('\r\n')}\r\n`, 'Shift_JIS');

test('[MARCOPOLO] define a numeric assessment, import a Shift_JIS CSV with one bad row, fix it, import, sort the list by the new column', async ({
  page,
}) => {
  const name = `筆記試験${Date.now().toString(36).slice(-4)}`;
  await signInCompany(page, USERS.admin);
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'カスタムアセスメント設定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'カスタムアセスメント設定' })).toBeVisible();

  // Define: a number from 0 to 100, whole points, shown in the list.
  await page.getByRole('button', { name: '追加する' }).click();
  const dialog = page.getByRole('dialog', { name: 'カスタムアセスメントの追加' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('最小値').fill('0');
  await dialog.getByLabel('最大値').fill('100');
  await dialog.getByLabel('単位').fill('点');
  await dialog.getByRole('button', { name: '追加する' }).click();
  await expectSnackbar(page, '追加しました。');
  const settings = page.getByRole('table', { name: 'カスタムアセスメント一覧' });
  await expect(settings.getByRole('row').filter({ hasText: name })).toContainText(
    '0〜100（点）、小数点以下0桁まで',
  );

  // Import a Shift_JIS file with one value out of range: the row is named, nothing is imported.
  const header = `社員番号,実施日,${name}`;
  await page.getByLabel('結果のCSVファイル').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: sjisCsv([header, 'E1001,2026/04/01,60', 'S2001,2026/04/01,150']),
  });
  await expect(page.getByText('bad.csv（Shift_JIS）: 2件')).toBeVisible();
  await expect(page.getByText('1件の行にエラーがあります', { exact: false })).toBeVisible();
  const errors = page.getByRole('table', { name: 'エラーのある行' });
  await expect(errors.getByRole('row').filter({ hasText: '3行目' })).toContainText(
    `${name}: 0〜100の範囲で入力してください`,
  );
  await expect(page.getByRole('button', { name: '2件を取り込む' })).toBeDisabled();

  // Fixed, the file imports.
  await page.getByRole('button', { name: 'やり直す' }).click();
  await page.getByLabel('結果のCSVファイル').setInputFiles({
    name: 'fixed.csv',
    mimeType: 'text/csv',
    buffer: sjisCsv([header, 'E1001,2026/04/01,60', 'S2001,2026/04/01,95']),
  });
  await expect(
    page.getByText('エラーはありません。取り込むと、新規 2件、置き換え 0件になります。'),
  ).toBeVisible();
  await page.getByRole('button', { name: '2件を取り込む' }).click();
  await expect(page.getByText('取り込みました。（新規 2件・置き換え 0件）')).toBeVisible();

  // The people list has the column; sorted by it (best first), S2001 (95) leads, E1001 (60) follows.
  await page.goto('/diagnosis/history');
  const table = page.getByRole('table', { name: '社員一覧' });
  await table.getByRole('button', { name }).click();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('S2001');
  await expect(rows.nth(1)).toContainText('95 点');
  await expect(rows.nth(2)).toContainText('E1001');
  await expect(rows.nth(2)).toContainText('60 点');
  await expect(table.getByRole('columnheader', { name })).toHaveAttribute('aria-sort', 'descending');

  // The person's page lists the result with its date and source.
  await rows.nth(1).getByRole('link').click();
  const custom = page.getByRole('region', { name: 'カスタムアセスメント' });
  await expect(custom.getByRole('row').filter({ hasText: name })).toContainText('fixed.csv');
});
