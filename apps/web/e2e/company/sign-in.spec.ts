import { expect, test } from '@playwright/test';
import { signInCompany, USERS } from '../support';

test('[COMPANY] an admin signs in, sees the company, their name and role, and signs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('ミルメ 人材診断サービス');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await signInCompany(page, USERS.admin);
  await expect(page.getByText('ようこそ、山田 花子さん。')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('デモ株式会社')).toBeVisible();
  await expect(main.getByText('総合管理者')).toBeVisible();
  await expect(page.getByText('トライアル', { exact: false }).first()).toBeVisible();
  // Breadcrumbs are hidden on the dashboard.
  await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toHaveCount(0);

  const stored = await page.evaluate(() => [
    localStorage.getItem('auth.token'),
    localStorage.getItem('auth.user'),
  ]);
  expect(stored[0]).toContain('access-token');
  expect(stored[1]).toContain('デモ株式会社');

  // Signed-in users are sent away from the login page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // The dashboard leads to the people list, which the header menu does not list.
  await page.getByRole('link', { name: '診断履歴（社員・応募者一覧）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '診断履歴' })).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('employeeCondition', '{"q":"x"}'));
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.evaluate(() => [
    localStorage.getItem('auth.token'),
    localStorage.getItem('auth.user'),
    sessionStorage.getItem('employeeCondition'),
  ]);
  expect(after).toEqual([null, null, null]);
});

test('[COMPANY] a wrong password shows the Japanese reason and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(USERS.admin);
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
