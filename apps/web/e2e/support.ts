import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** The newest mail to an address in the development mailbox, and the first link to `path` in it. */
export async function linkFromMail(request: APIRequestContext, to: string, path: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const list = await (await request.get(`/api/v1/dev/mails?to=${encodeURIComponent(to)}`)).json();
    const newest = list.data.items[0];
    expect(newest, `a mail to ${to}`).toBeTruthy();
    const mail = await (await request.get(`/api/v1/dev/mails/${newest.id}`)).json();
    text = mail.data.text;
    expect(text).toContain(path);
  }).toPass({ timeout: 10_000 });
  const match = text.match(
    new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/').replace('?', '\\?')}[^\\s]*`),
  );
  if (!match) throw new Error(`no link to ${path} in: ${text}`);
  // Mail links use APP_URL (http://localhost:PORT); open them on the test's base URL.
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
