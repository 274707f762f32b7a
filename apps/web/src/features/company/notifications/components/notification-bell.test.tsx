import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import type { HeaderAnnouncement, HeaderShindanStatus } from '../types';
import { NotificationBell } from './notification-bell';

const announcement = (id: number): HeaderAnnouncement => ({
  id,
  category: 'notice',
  title: `年末年始の営業について ${id}`,
  description: '本文',
  read: false,
  created_at: '2026-11-20T01:00:00Z',
});

const status = (id: number, overrides: Partial<HeaderShindanStatus> = {}): HeaderShindanStatus => ({
  id,
  employee_id: 10 + id,
  last_name: '佐藤',
  first_name: '一郎',
  email: 'sato@example.com',
  status: 'success',
  reason: null,
  diagnosis_type: 'employee',
  read: false,
  updated_at: '2026-11-21T05:05:00Z',
  created_at: '2026-11-21T05:05:00Z',
  ...overrides,
});

function badge(container: HTMLElement) {
  return container.querySelector('.MuiBadge-badge');
}

describe('[HEADER] notification bell', () => {
  it.each([
    [0, ''],
    [3, '3'],
    [10, '10'],
    [12, '10+'],
  ])('shows %i unread as "%s"', async (count, text) => {
    const items = Array.from({ length: count }, (_, i) => announcement(i + 1));
    const { container } = renderPage(<NotificationBell announcements={items} statuses={[]} />);
    await screen.findByRole('button', { name: '通知' });
    const element = badge(container);
    expect(element?.textContent ?? '').toBe(text);
    expect(element?.classList.contains('MuiBadge-invisible') ?? true).toBe(count === 0);
  });

  it('shows both empty texts and links each tab to its full list', async () => {
    const { user } = renderPage(<NotificationBell announcements={[]} statuses={[]} />);
    await user.click(await screen.findByRole('button', { name: '通知' }));
    const panel = await screen.findByRole('dialog', { name: '通知' });

    expect(within(panel).getByRole('tab', { name: 'お知らせ', selected: true })).toBeTruthy();
    expect(within(panel).getByText('お知らせはありません')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'すべて見る' }).getAttribute('href')).toBe(
      '/mirume-notifications',
    );

    await user.click(within(panel).getByRole('tab', { name: '診断状況' }));
    expect(within(panel).getByText('診断情報はありません')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'すべて見る' }).getAttribute('href')).toBe(
      '/mirume-notifications?category=shindan',
    );
  });

  it('links entries to their detail pages and words the status results', async () => {
    const { user } = renderPage(
      <NotificationBell
        announcements={[announcement(4)]}
        statuses={[
          status(1, { last_name: '佐藤', first_name: '一郎-0f8fad5b-d9cb-469f-a165-70867728950e' }),
          status(2, { status: 'failure', reason: '受検期限を過ぎました' }),
        ]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: '通知' }));
    const panel = await screen.findByRole('dialog', { name: '通知' });
    expect(
      within(panel)
        .getByRole('link', { name: /年末年始の営業について 4/ })
        .getAttribute('href'),
    ).toBe('/mirume-notifications/4');

    await user.click(within(panel).getByRole('tab', { name: '診断状況' }));
    const done = within(panel).getByRole('link', {
      name: '佐藤 一郎さんの診断が2026年11月21日(土) 14:05に完了しました。',
    });
    expect(done.getAttribute('href')).toBe('/shindan-status-notifications/1');
    expect(
      within(panel).getByRole('link', { name: '佐藤 一郎さんの診断を完了できませんでした。' }),
    ).toBeTruthy();
  });
});
