import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectSnackbar, signInOperator } from '../support';

/** The demo company's id, as the operator's company list answers it. */
async function demoCompanyId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/v1/admin/companies?q=${encodeURIComponent('デモ株式会社')}`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const company = body.data.items.find((c: { name: string }) => c.name === 'デモ株式会社');
  expect(company, 'the demo company').toBeTruthy();
  return company.id as number;
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('[OPERATOR-COMPANY] an operator adds a person to a company, issues their link, edits them and reads a result with its PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const number = `OP-${stamp}`.slice(0, 20);
  const email = `operator-added-${stamp.toLowerCase()}@example.jp`;

  await signInOperator(page);
  const companyId = await demoCompanyId(page);

  // The company's people: the operator lands on its 診断履歴, inside the operator area.
  await page.goto(`/admin/companies/${companyId}/employees`);
  await expect(page).toHaveURL(new RegExp(`/admin/companies/${companyId}/diagnosis-list$`));
  await expect(page.getByRole('heading', { level: 1, name: '診断履歴' })).toBeVisible();
  await expect(page.getByText('ADMIN')).toBeVisible();
  await expect(page.getByRole('table', { name: '社員一覧' })).toBeVisible();

  // Adds a person.
  await page.getByRole('link', { name: '社員を登録' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/companies/${companyId}/add-employee$`));
  await page.getByRole('textbox', { name: /^社員番号/ }).fill(number);
  await page.getByRole('textbox', { name: /^姓/ }).fill('運営');
  await page.getByRole('textbox', { name: /^名/ }).fill('追加子');
  await page.getByRole('textbox', { name: /^セイ/ }).fill('ウンエイ');
  await page.getByRole('textbox', { name: /^メイ/ }).fill('ツイカコ');
  await page.getByRole('combobox', { name: /雇用形態/ }).click();
  await page.getByRole('option', { name: '正社員' }).click();
  await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  await page.getByRole('button', { name: '登録する' }).click();
  await expectSnackbar(page, '登録しました。');
  await expect(page).toHaveURL(/\/admin\/employees\/\d+$/);
  const personUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: `運営 追加子（${number}）` })).toBeVisible();

  // Issues a diagnosis link on the company's behalf.
  await page.getByRole('link', { name: '診断リンクを発行' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/companies/${companyId}/diagnosis/link-issue\\?employee_id=\\d+$`),
  );
  await page.getByRole('combobox', { name: /診断の種類/ }).click();
  await page.getByRole('option', { name: '社員診断' }).click();
  await expect(page.getByRole('checkbox', { name: '運営 追加子を選択' })).toBeChecked();
  await page.getByRole('button', { name: '診断メールを送信する' }).click();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('診断メールを発行しました')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/companies/${companyId}/diagnosis/undiagnosed-list`));
  await expect(page.getByRole('link', { name: '運営 追加子' })).toBeVisible();

  // The person is in the company's diagnosis list, waiting for the test.
  await page.goto(`/admin/companies/${companyId}/diagnosis-list`);
  await page.getByLabel('氏名・フリガナ・社員番号で検索').fill(number);
  const list = page.getByRole('table', { name: '社員一覧' });
  await expect(list.getByRole('link', { name: '運営 追加子' })).toBeVisible();

  // Edits the person.
  await page.goto(`${personUrl}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^部署/ }).fill('運営支援室');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page).toHaveURL(new RegExp(`${personUrl}$`));
  await expect(page.getByText('運営支援室')).toBeVisible();

  // A person with results: the trend and the result PDF, through the operator's person pages.
  await page.goto(`/admin/companies/${companyId}/diagnosis-list`);
  await page.getByLabel('氏名・フリガナ・社員番号で検索').fill('E1001');
  await page.getByRole('table', { name: '社員一覧' }).getByRole('link', { name: '田中 一郎' }).click();
  await expect(page).toHaveURL(/\/admin\/employees\/\d+$/);
  const tanaka = new URL(page.url()).pathname;
  const result = page.getByRole('region', { name: 'ミルメバイタル 社員診断' });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: '推移を見る' }).click();
  await expect(page).toHaveURL(new RegExp(`${tanaka}/history-mirumevital$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(tanaka);
  const pdf = await downloaded(page, () =>
    page
      .getByRole('region', { name: 'ミルメバイタル 社員診断' })
      .getByRole('button', { name: 'PDFをダウンロード' })
      .click(),
  );
  expect(pdf.name).toMatch(/^ミルメバイタル_田中一郎_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
