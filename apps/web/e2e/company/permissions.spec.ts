import { expect, test } from '@playwright/test';
import { signInCompany, USERS } from '../support';

test('[ROLES] a worker sees company settings disabled with its tooltip and gets 404 opening it', async ({
  page,
}) => {
  await signInCompany(page, USERS.worker);
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  const companyEdit = page.getByRole('menuitem', { name: '企業情報編集' });
  await expect(companyEdit).toBeVisible();
  await expect(companyEdit).toHaveAttribute('aria-disabled', 'true');
  await companyEdit.hover();
  await expect(page.getByRole('tooltip', { name: 'アクセス権がありません' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'カスタムアセスメント設定' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Entries every role may use are enabled, and the worker has the second detailed guide.
  await expect(page.getByRole('menuitem', { name: 'アカウント情報' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: '詳細ガイド' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/company/edit');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('[ROLES] a selection admin has no detailed-guide entry', async ({ page }) => {
  await signInCompany(page, USERS.senkou_admin);
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '詳細ガイド' })).toHaveCount(0);
});
