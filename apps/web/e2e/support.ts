import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'mirume-demo';
export const USERS = {
  admin: 'admin@demo.mirume.test',
  senkou_admin: 'senkou@demo.mirume.test',
  employee_admin: 'employee@demo.mirume.test',
  worker: 'worker@demo.mirume.test',
  operator: 'operator@mirume.test',
} as const;

/** Every snackbar message that appears on the page, recorded by the page itself as the message is
 * mounted. A snackbar stays 3 seconds (spec); on a loaded machine two checks from the test can be
 * further apart than that, so a check of the screen alone can miss one that was shown. */
async function recordSnackbars(page: Page) {
  await page.addInitScript(() => {
    // A page signed in twice has this script twice: the first one records.
    if ('__mirumeSnackbars' in window) return;
    const seen: string[] = [];
    Object.defineProperty(window, '__mirumeSnackbars', { value: seen });
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const messages = node.matches('[role="status"], [role="alert"]')
        ? [node]
        : [...node.querySelectorAll('[role="status"], [role="alert"]')];
      for (const m of messages) seen.push(m.textContent?.trim() ?? '');
    };
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach(note);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits for a snackbar with `message` on a page signed in through the helpers above; each call
 * takes one appearance, so the same message twice in a journey needs two appearances. */
export async function expectSnackbar(page: Page, message: string, timeout = 10_000) {
  await expect
    .poll(
      () =>
        page.evaluate((text) => {
          const seen = (window as unknown as { __mirumeSnackbars?: string[] }).__mirumeSnackbars;
          if (!seen) throw new Error('snackbars are not recorded on this page (sign in through support.ts)');
          const i = seen.findIndex((m) => m.includes(text));
          if (i >= 0) seen.splice(i, 1);
          return i >= 0;
        }, message),
      { timeout, message: `the snackbar 「${message}」` },
    )
    .toBe(true);
}

/** Signs a company user in through the login page and waits for the dashboard. */
export async function signInCompany(page: Page, email: string, password = PASSWORD) {
  await recordSnackbars(page);
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
}

export async function signInOperator(page: Page) {
  await recordSnackbars(page);
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
