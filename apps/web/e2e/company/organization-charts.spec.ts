import { expect, type Page, test } from '@playwright/test';
import { expectSnackbar, signInCompany, USERS } from '../support';

async function addUnit(page: Page, name: string, parent?: string) {
  if (parent) {
    await page.getByRole('button', { name: `${parent}の操作` }).click();
    await page.getByRole('menuitem', { name: '下位部署を追加' }).click();
  } else {
    await page.getByRole('button', { name: '部署を追加' }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '部署名' }).fill(name);
  await dialog.getByRole('button', { name: '追加する' }).click();
  await expectSnackbar(page, '登録しました。');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: '組織図' }).getByRole('button', { name, exact: true }),
  ).toBeVisible();
}

const subUnits = (page: Page, parent: string) =>
  page
    .getByRole('list', { name: `${parent}の下位部署`, exact: true })
    .getByRole('button', { name: /^第.課$/ });

test('[ORGCHART] an admin builds 営業部 with two sections, drags 第二課 above 第一課 and duplicates 営業部', async ({
  page,
}) => {
  await signInCompany(page, USERS.admin);
  await page.goto('/organization-charts');
  await expect(page.getByRole('heading', { level: 1, name: '組織図' })).toBeVisible();

  await addUnit(page, '営業部');
  await addUnit(page, '第一課', '営業部');
  await addUnit(page, '第二課', '営業部');
  await expect(subUnits(page, '営業部')).toHaveText(['第一課', '第二課'].map((n) => new RegExp(n)));

  // Drop 第二課 on the upper edge of 第一課: it goes before it.
  const second = page.locator('[data-unit-name="第二課"]');
  const first = page.locator('[data-unit-name="第一課"]');
  await second.dragTo(first, { targetPosition: { x: 120, y: 2 } });
  await expectSnackbar(page, '編集しました。');
  await expect(subUnits(page, '営業部')).toHaveText([/第二課/, /第一課/]);

  await page.reload();
  await expect(subUnits(page, '営業部')).toHaveText([/第二課/, /第一課/]);

  await page.getByRole('button', { name: '営業部の操作' }).click();
  await page.getByRole('menuitem', { name: '複製' }).click();
  await expectSnackbar(page, '複製しました。');
  await expect(page.getByRole('button', { name: '営業部（コピー）', exact: true })).toBeVisible();
  await expect(subUnits(page, '営業部（コピー）')).toHaveText([/第二課/, /第一課/]);
});
