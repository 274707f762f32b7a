import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'mirume-demo';
export const USERS = {
  admin: 'admin@demo.mirume.test',
  senkou_admin: 'senkou@demo.mirume.test',
  employee_admin: 'employee@demo.mirume.test',
  worker: 'worker@demo.mirume.test',
  operator: 'operator@mirume.test',
} as const;

/** Signs a company user in through the login page and waits for the dashboard. */
export async function signInCompany(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
}

export async function signInOperator(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('メールアドレス').fill(USERS.operator);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
