import { expect, type Page, test } from '@playwright/test';
import { expectSnackbar, signInCompany, USERS } from '../support';

/** A katakana name unique to this run, so the journeys can be repeated on the same database. */
function uniqueKana() {
  const letters = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワ';
  let n = Date.now();
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return out;
}

const HEADER = '社員番号,姓,名,セイ,メイ,性別,生年月日,メールアドレス,雇用形態,部署,役職,入社日,メモ';

function csv(rows: string[]) {
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
}

async function searchList(page: Page, text: string) {
  await page.goto('/diagnosis/history');
  const box = page.getByLabel('氏名・フリガナ・社員番号で検索');
  await box.fill(text);
  return page.getByRole('table', { name: '社員一覧' });
}

test('[EMPLOYEES] an admin registers an employee and finds them by kana in 診断履歴', async ({ page }) => {
  const kana = uniqueKana();
  const number = `E2E-${Date.now()}`.slice(0, 20);
  await signInCompany(page, USERS.admin);
  await page.goto('/diagnosis/history');
  await page.getByRole('link', { name: '社員を登録' }).click();
  await expect(page).toHaveURL(/\/employees\/new$/);

  await page.getByRole('textbox', { name: /^社員番号/ }).fill(number);
  await page.getByRole('textbox', { name: /^姓/ }).fill('検索');
  await page.getByRole('textbox', { name: /^名/ }).fill('花子');
  // Hiragana in kana is refused on the spot (spec §5).
  await page.getByRole('textbox', { name: /^セイ/ }).fill('けんさく');
  await page.getByRole('textbox', { name: /^メイ/ }).fill('ハナコ');
  await expect(page.getByText('全角カタカナで入力してください')).toBeVisible();
  await page.getByRole('textbox', { name: /^セイ/ }).fill(kana);
  await page.getByRole('combobox', { name: /雇用形態/ }).click();
  await page.getByRole('option', { name: '正社員' }).click();
  await page.getByLabel('生年月日').fill('1992-07-15');
  await page.getByRole('button', { name: '登録する' }).click();

  await expectSnackbar(page, '登録しました。');
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `検索 花子（${number}）` })).toBeVisible();
  await expect(page.getByText('まだ診断結果がありません')).toBeVisible();

  const table = await searchList(page, kana);
  await expect(page.getByText('1件', { exact: true })).toBeVisible();
  await table.getByRole('link', { name: '検索 花子' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  // Back on the list the search is still there (sessionStorage).
  await page
    .getByRole('navigation', { name: 'パンくずリスト' })
    .getByRole('link', { name: '診断履歴' })
    .click();
  await expect(page.getByLabel('氏名・フリガナ・社員番号で検索')).toHaveValue(kana);
});

test('[BULK] a CSV with one bad row shows the row error and imports nothing; fixed, every row is imported', async ({
  page,
}) => {
  const tag = `B${Date.now().toString(36)}`.toUpperCase().slice(0, 12);
  const kana = uniqueKana();
  const rows = (badKana: string) => [
    `${tag}-1,一括,一郎,${kana},イチロウ,男性,1990/4/1,,正社員,営業部,主任,2015-04-01,`,
    `${tag}-2,一括,二郎,${badKana},ジロウ,男性,1991-05-02,,パート・アルバイト,総務部,,,"週3日, 午前のみ"`,
    `${tag}-3,一括,三子,${kana},ミツコ,女性,,,選考中,,,,`,
  ];
  await signInCompany(page, USERS.admin);
  await page.goto('/diagnosis/history');
  await page.getByRole('link', { name: 'CSVで一括登録' }).click();
  await expect(page).toHaveURL(/\/employees\/new-bulk$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'テンプレートCSVをダウンロード' }).click();
  expect((await download).suggestedFilename()).toBe('employees_template.csv');

  await page
    .getByLabel('CSVファイル', { exact: true })
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: csv(rows('いっかつ')) });
  await expect(page.getByText('bad.csv（UTF-8）: 3件')).toBeVisible();
  await expect(page.getByText('1件の行にエラーがあります', { exact: false })).toBeVisible();
  const preview = page.getByRole('table', { name: '取り込む内容のプレビュー' });
  const bad = preview.getByRole('row').filter({ hasText: '3行目' });
  await expect(bad).toContainText('セイ: 全角カタカナで入力してください');
  await expect(page.getByRole('button', { name: '3件を取り込む' })).toBeDisabled();

  // Nothing of the file was registered.
  await searchList(page, tag);
  await expect(page.getByText('条件に一致する社員はいません', { exact: false })).toBeVisible();

  await page.goto('/employees/new-bulk');
  await page
    .getByLabel('CSVファイル', { exact: true })
    .setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: csv(rows(kana)) });
  await expect(page.getByText('fixed.csv（UTF-8）: 3件')).toBeVisible();
  await expect(page.getByText('エラーはありません。', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '3件を取り込む' }).click();
  await expect(page.getByText('取り込みました。（新規 3件・更新 0件）')).toBeVisible();
  await expect(page.getByRole('link', { name: '診断履歴（社員一覧）へ戻る' })).toBeVisible();

  const table = await searchList(page, tag);
  await expect(page.getByText('3件', { exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: '一括 二郎' })).toBeVisible();
  // The employment type came in too: the 選考中 filter keeps only the applicant.
  await page.getByRole('button', { name: '選考中' }).click();
  await expect(page.getByText('1件', { exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: '一括 三子' })).toBeVisible();
});
