import { RESULT_MESSAGE_CODES, RESULT_MESSAGES, type ResultMessageCode } from '@mirume/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import type { SnackbarInput } from './snackbar-context';
import { toSnackbarMessage } from './snackbar-context';
import { useSnackbar } from './use-snackbar';

function Trigger({ input, label }: { input: SnackbarInput; label: string }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(input)}>
      {label}
    </button>
  );
}

describe('[SNACKBAR]', () => {
  it('knows every result-message code of spec §8', () => {
    expect(RESULT_MESSAGE_CODES).toHaveLength(16);
    for (const code of RESULT_MESSAGE_CODES) {
      const message = toSnackbarMessage(code);
      expect(message.message).toBe(RESULT_MESSAGES[code as ResultMessageCode]);
      expect(message.severity).toBe(code === 'error' ? 'error' : 'success');
    }
  });

  it('shows a code as its Japanese text', async () => {
    const { user } = renderPage(<Trigger input="update" label="保存" />);
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect((await screen.findByRole('status')).textContent).toContain('編集しました。');
  });

  it('shows errors as alerts, and a new message replaces the current one', async () => {
    const { user } = renderPage(
      <>
        <Trigger input="error" label="失敗させる" />
        <Trigger
          input={{ message: 'メールアドレスまたはパスワードが正しくありません。', severity: 'error' }}
          label="API"
        />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: '失敗させる' }));
    expect((await screen.findByRole('alert')).textContent).toContain('失敗しました。');
    await user.click(screen.getByRole('button', { name: 'API' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(screen.queryByText('失敗しました。')).toBeNull();
  });
});
