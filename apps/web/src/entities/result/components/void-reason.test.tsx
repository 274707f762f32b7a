import { VOID_REASONS } from '@mirume/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { VoidReason } from './void-reason';

describe('[RESULTS] a void session reason reads plainly for HR staff', () => {
  it('shows the staff wording and keeps navigator.webdriver behind a closed disclosure', async () => {
    renderPage(<VoidReason reason={`${VOID_REASONS.webdriver.text}。`} />);
    expect(await screen.findByText(`${VOID_REASONS.webdriver.text}。`)).toBeTruthy();
    const summary = screen.getByText('技術的な詳細');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain('navigator.webdriver');
  });

  it('rewrites the technical wording stored by older results', async () => {
    renderPage(
      <VoidReason reason="受検結果が無効と判定されたため NG（自動操作（navigator.webdriver）が検出されました。）" />,
    );
    expect(
      await screen.findByText(`受検結果が無効と判定されたため NG（${VOID_REASONS.webdriver.text}。）`),
    ).toBeTruthy();
  });

  it('shows an unknown reason as it is, with no disclosure', async () => {
    renderPage(<VoidReason reason="通信が途絶えました" />);
    expect(await screen.findByText('通信が途絶えました')).toBeTruthy();
    expect(screen.queryByText('技術的な詳細')).toBeNull();
  });
});
