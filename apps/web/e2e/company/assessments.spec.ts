import { readFile, writeFile } from 'node:fs/promises';
import { ASSESSMENT_DEFS, tokyoDate } from '@mirume/shared';
import { expect, type Page, test } from '@playwright/test';
import { renderSheetPng } from '../../../api/src/services/assessments/sheets/render.ts';
import { seededRandom } from '../../../api/src/services/assessments/sheets/samples.ts';
import { expectSnackbar, signInCompany, USERS } from '../support';

/** A person of the demo company by employee number, through the API with the page's own session. */
async function personId(page: Page, employeeNumber: string): Promise<number> {
  const id = await page.evaluate(async (number) => {
    const token = JSON.parse(
      Object.entries(window.localStorage).find(([k]) => k.includes('token'))?.[1] ?? '{}',
    ) as Record<string, string>;
    const headers: Record<string, string> = {};
    for (const k of ['access-token', 'client', 'uid', 'token-type']) if (token[k]) headers[k] = token[k];
    const res = await fetch(`/api/v1/employees?q=${number}`, { headers });
    const body = (await res.json()) as { data: { items: { id: number; employee_id: string }[] } };
    return body.data.items.find((p) => p.employee_id === number)?.id ?? null;
  }, employeeNumber);
  expect(id, `the demo person ${employeeNumber}`).toBeTruthy();
  return id as number;
}

test('[ASSESSMENTS] an admin reads an EMERGENETICS sheet, corrects the highlighted field, saves, and sees the section, the PDF and the trend', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // The sheet as the provider prints it: every sub-item but 共感性, whose value is missing on the
  // paper, so the reader cannot find it and asks the user.
  const random = seededRandom(20261125);
  const scores: Record<string, number> = {};
  for (const s of ASSESSMENT_DEFS.emergenetic.scales) {
    scores[s.key] = s.min + Math.floor(random() * (s.max - s.min + 1));
  }
  const { empathy: _missing, ...printed } = scores;
  // Three days ago in Japan: after every demo result of the person (the newest is 39 days old).
  const takenOn = tokyoDate(new Date(Date.now() - 3 * 86_400_000));
  const sheetPath = testInfo.outputPath('emergenetics-sheet.png');
  await writeFile(
    sheetPath,
    renderSheetPng('emergenetic', { taken_on: takenOn, name: '田中 一郎', scores: printed }),
  );

  await signInCompany(page, USERS.admin);
  const id = await personId(page, 'E1001');
  await page.goto(`/employees/${id}`);
  const section = page.getByRole('region', { name: 'EMERGENETICSの結果' });
  await expect(section).toBeVisible();
  await section.getByRole('link', { name: '結果を登録' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${id}/emergenetics/new$`));
  await expect(page.getByRole('heading', { level: 1, name: 'EMERGENETICS結果の登録' })).toBeVisible();

  // Upload the sheet and read it: the values arrive pre-filled, the missing one highlighted.
  await page.getByLabel('結果シートのファイル').setInputFiles(sheetPath);
  await page.getByRole('button', { name: '結果シートから読み取る' }).click();
  await expect(page.getByText('読み取りが完了しました。')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByLabel(/^受検日/)).toHaveValue(takenOn);
  await expect(page.getByRole('spinbutton', { name: /^社交性/ })).toHaveValue(String(scores.sociability));
  const empathy = page.getByRole('spinbutton', { name: /^共感性/ });
  await expect(empathy).toHaveValue('');
  await expect(page.getByText('読み取り結果を確認してください（読み取れませんでした）')).toBeVisible();
  const save = page.getByRole('button', { name: '保存' });
  await expect(save).toBeDisabled();

  // The user types the value from the paper; any other doubtful field is confirmed as read.
  await empathy.fill('64');
  for (const box of await page.getByRole('checkbox', { name: /の読み取り結果を確認しました$/ }).all()) {
    if (!(await box.isChecked())) await box.check();
  }
  await expect(save).toBeEnabled();
  await save.click();
  await expectSnackbar(page, '登録しました。');
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));

  // The person's page shows the new result as the newest, entered from the sheet.
  const [y, m, d] = takenOn.split('-').map(Number);
  const printedDate = `${y}年${m}月${d}日`;
  await expect(section.getByText(printedDate)).toBeVisible();
  await expect(section.getByText('シート読み取り')).toBeVisible();

  // Its PDF report downloads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'EMERGENETICSのPDFをダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`EMERGENETICS_田中一郎_${takenOn}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The trend compares it with the two before it.
  await section.getByRole('link', { name: '推移を見る' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${id}/history-emergenetic$`));
  const trend = page.getByRole('table', { name: 'EMERGENETICSの推移' });
  await expect(trend.getByRole('columnheader', { name: printedDate })).toBeVisible();
  // The row header names the item; the cells are the three results, oldest first, and the change.
  const row = trend.getByRole('row').filter({ hasText: /^共感性/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('64');
});
