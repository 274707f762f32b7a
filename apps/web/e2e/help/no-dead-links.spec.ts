/**
 * No dead link: every link of the company header, account menu, footer, bell (both tabs, their
 * entries and すべて見る) and dashboard banner, for every company role, and every operator header
 * entry, is followed; a page answering the 404 screen fails the test, a guide PDF must be served.
 */
import { expect, type Page, test } from '@playwright/test';
import { PRIVACY_POLICY_URL } from '../../../../packages/shared/src/constants.ts';
import { signInCompany, signInOperator, USERS } from '../support';

/**
 * Pages a link leads to whose screen does not exist yet (none should; any other 404 fails the
 * test). Empty this list as those screens land.
 */
export const KNOWN_PENDING_404_PATHS: readonly string[] = ['/marcopolo_custom_assessment_settings'];

/** The hrefs of every link inside `scope` (deduplicated, in page order). */
async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')).filter((h): h is string => h !== null && h !== ''),
    );
}

async function companyLinks(page: Page): Promise<string[]> {
  const found = [
    ...(await hrefs(page, 'header a[href]')),
    ...(await hrefs(page, 'footer a[href]')),
    ...(await hrefs(page, 'main a[href]')),
  ];
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  const menu = page.getByRole('menu', { name: 'アカウントメニュー' });
  await expect(menu).toBeVisible();
  found.push(...(await hrefs(page, '[role="menu"] a[href]')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '通知' }).click();
  const panel = page.getByRole('dialog', { name: '通知' });
  await expect(panel.getByRole('link', { name: 'すべて見る' })).toBeVisible();
  found.push(...(await hrefs(page, '[role="dialog"] a[href]')));
  await panel.getByRole('tab', { name: '診断状況' }).click();
  await expect(panel.getByRole('tab', { name: '診断状況' })).toHaveAttribute('aria-selected', 'true');
  found.push(...(await hrefs(page, '[role="dialog"] a[href]')));
  await page.keyboard.press('Escape');
  return [...new Set(found)];
}

async function operatorLinks(page: Page): Promise<string[]> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
  return [...new Set(await hrefs(page, 'header a[href]'))];
}

/** Follows each link; answers the paths that showed the 404 screen. */
async function follow(page: Page, links: string[]): Promise<string[]> {
  const notFound: string[] = [];
  for (const href of links) {
    if (/^https?:\/\//.test(href)) {
      expect(href, 'the only external link is the privacy policy').toBe(PRIVACY_POLICY_URL);
      continue;
    }
    if (href.endsWith('.pdf')) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toContain('application/pdf');
      continue;
    }
    await page.goto(href, { waitUntil: 'domcontentloaded' });
    const heading = page.locator('main h1').first();
    await expect(heading, href).toBeVisible();
    if ((await heading.textContent())?.includes('Page Not Found'))
      notFound.push(new URL(href, 'http://x').pathname);
  }
  return notFound;
}

const unexpected = (paths: string[]) => paths.filter((p) => !KNOWN_PENDING_404_PATHS.includes(p));

for (const role of ['admin', 'senkou_admin', 'employee_admin', 'worker'] as const) {
  test(`[LINKS] every header, menu, footer, bell and banner link works for ${role}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInCompany(page, USERS[role]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
    const links = await companyLinks(page);
    // The walk covers what the issue names.
    for (const expected of [
      '/faqs',
      '/inquiry/new',
      '/terms',
      '/mirume-notifications',
      '/mirume-notifications?category=shindan',
      '/guide',
      '/user',
    ]) {
      expect(links, `${role}: ${expected}`).toContain(expected);
    }
    expect(
      links.some((l) => /^\/mirume-notifications\/\d+$/.test(l)),
      'an announcement in the bell',
    ).toBe(true);
    expect(await unexpected(await follow(page, links))).toEqual([]);
  });
}

test('[LINKS] every operator header entry works', async ({ page }) => {
  await signInOperator(page);
  const links = await operatorLinks(page);
  for (const expected of ['/admin', '/admin/mirume-notifications', '/admin/inquiries'])
    expect(links).toContain(expected);
  expect(unexpected(await follow(page, links))).toEqual([]);
});

test('[LINKS] signed out: the login page and the footer lead to the inquiry form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
  const links = [
    ...new Set([...(await hrefs(page, 'main a[href]')), ...(await hrefs(page, 'footer a[href]'))]),
  ];
  expect(links).toContain('/inquiry/new');
  expect(unexpected(await follow(page, links))).toEqual([]);
});
