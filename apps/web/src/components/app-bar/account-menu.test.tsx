import { CompanyRole, GUIDE_PDF_PATHS, NO_ACCESS_TOOLTIP } from '@mirume/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyUser } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { AccountMenu } from './account-menu';

type Role = (typeof CompanyRole.values)[number];

async function openMenu(role: Role, onLogout = vi.fn()) {
  const utils = renderPage(<AccountMenu user={companyUser({ role })} onLogout={onLogout} />);
  await utils.user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
  const menu = await screen.findByRole('menu', { name: 'アカウントメニュー' });
  return { ...utils, menu, onLogout };
}

const ADMIN_ONLY = ['企業情報編集', 'カスタムアセスメント設定'];
const FOR_EVERYONE = ['アカウント情報', '請求書', '管理者一覧', '基準', 'ガイド'];

describe('[HEADER] account menu', () => {
  it('lists every entry for an admin, all enabled and linked', async () => {
    const { menu } = await openMenu('admin');
    const hrefs: Record<string, string> = {
      アカウント情報: '/user',
      請求書: '/invoices',
      企業情報編集: '/company/edit',
      管理者一覧: '/company-admins',
      基準: '/criteria',
      カスタムアセスメント設定: '/marcopolo_custom_assessment_settings',
      ガイド: '/guide',
    };
    for (const [label, href] of Object.entries(hrefs)) {
      const item = within(menu).getByRole('menuitem', { name: label });
      expect(item.getAttribute('aria-disabled')).not.toBe('true');
      expect(item.getAttribute('href')).toBe(href);
    }
    expect(within(menu).getByRole('menuitem', { name: 'ログアウト' })).toBeTruthy();
  });

  it('shows a worker the admin-only entries disabled, with the no-access tooltip', async () => {
    const { menu, user } = await openMenu('worker');
    for (const label of ADMIN_ONLY) {
      const item = within(menu).getByRole('menuitem', { name: label });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.getAttribute('href')).toBeNull();
    }
    for (const label of FOR_EVERYONE) {
      expect(within(menu).getByRole('menuitem', { name: label }).getAttribute('aria-disabled')).not.toBe(
        'true',
      );
    }

    const disabled = within(menu).getByRole('menuitem', { name: '企業情報編集' });
    await user.hover(disabled);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(NO_ACCESS_TOOLTIP);
    expect(disabled.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  // The tooltip itself opens on :focus-visible, which jsdom does not implement; reaching the entry is
  // what the keyboard needs here (the tooltip on keyboard focus is checked in Chromium).
  it('lets the keyboard reach a disabled entry', async () => {
    const { menu, user } = await openMenu('senkou_admin');
    const target = within(menu).getByRole('menuitem', { name: '企業情報編集' });
    // アカウント情報 has focus; two steps down is 企業情報編集.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('aria-disabled')).toBe('true');
  });

  it.each<[Role, boolean]>([
    ['admin', true],
    ['worker', true],
    ['senkou_admin', false],
    ['employee_admin', false],
  ])('lists the detailed guide for %s: %s', async (role, listed) => {
    const { menu } = await openMenu(role);
    const entry = within(menu).queryByRole('menuitem', { name: '詳細ガイド' });
    expect(Boolean(entry)).toBe(listed);
    if (entry) {
      expect(entry.getAttribute('href')).toBe(GUIDE_PDF_PATHS.detailedGuide);
      expect(entry.getAttribute('target')).toBe('_blank');
    }
  });

  it('shows who is signed in and logs out from the menu', async () => {
    const { menu, user, onLogout } = await openMenu('employee_admin');
    expect(within(menu).getByText('株式会社サンプル商事')).toBeTruthy();
    expect(within(menu).getByText(`権限：${CompanyRole.label('employee_admin')}`)).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'ログアウト' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('[HEADER] account menu on a phone', () => {
  it('opens with the header links (guides, FAQ) the narrow header has no room for', async () => {
    const links = [
      { label: '診断詳細ガイド', href: GUIDE_PDF_PATHS.diagnosisDetails },
      { label: 'よくあるご質問', to: '/faqs' },
    ];
    const utils = renderPage(
      <AccountMenu user={companyUser({ role: 'worker' })} onLogout={vi.fn()} headerEntries={links} />,
    );
    await utils.user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
    const menu = await screen.findByRole('menu', { name: 'アカウントメニュー' });
    const guide = within(menu).getByRole('menuitem', { name: '診断詳細ガイド' });
    expect(guide.getAttribute('href')).toBe(GUIDE_PDF_PATHS.diagnosisDetails);
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(within(menu).getByRole('menuitem', { name: 'よくあるご質問' }).getAttribute('href')).toBe('/faqs');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]?.textContent).toContain('診断詳細ガイド');
  });
});
