import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';
import { usePasswordToken } from '../api/check-password-token';
import { useUpdatePassword } from '../api/update-password';
import { InvalidLinkNotice } from '../components/invalid-link-notice';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * /password/new?token=… — opened from a reset mail or an invitation mail. The link is checked
 * first, so nobody types a password into a form whose link has already expired.
 */
export function PasswordNewPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const check = usePasswordToken(token);
  const update = useUpdatePassword();
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  const isSetup = check.data?.data.purpose === 'password_setup';
  const title = isSetup ? 'パスワードの設定' : 'パスワードの再設定';

  if (token && check.isPending) {
    return (
      <AuthCard title="パスワードの設定">
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label="リンクを確認しています" />
        </Stack>
      </AuthCard>
    );
  }

  if (!token || invalidMessage || (check.data && !check.data.data.valid)) {
    return (
      <AuthCard title={title}>
        <InvalidLinkNotice
          requestHref={paths.passwordReset.getHref()}
          message={invalidMessage ?? undefined}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      description={
        isSetup
          ? 'ログインに使うパスワードを設定してください。'
          : '新しいパスワードを入力してください。設定すると、ほかの端末ではログアウトされます。'
      }
    >
      <NewPasswordForm
        submitLabel={isSetup ? 'パスワードを設定する' : 'パスワードを再設定する'}
        onSubmit={(values) => update.mutateAsync({ ...values, token })}
        onInvalidLink={setInvalidMessage}
      />
    </AuthCard>
  );
}
