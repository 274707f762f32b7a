import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { type AreaId, useArea } from '@/lib/area';
import { usePasswordToken } from '../api/check-password-token';
import { PASSWORD_LINKS, useSetPassword } from '../api/set-password';
import { InvalidLinkNotice } from '../components/invalid-link-notice';
import { NewPasswordForm } from '../components/new-password-form';

const SETUP_DESCRIPTION: Record<AreaId, string> = {
  company: 'ログインに使うパスワードを設定してください。',
  admin: '運営管理画面へのログインに使うパスワードを設定してください。',
};

/**
 * A page opened from a mailed password link (reset or invitation) in the page's area. A link
 * whose purpose only the server knows is checked first, so nobody types a password into a form
 * whose link has already expired.
 */
function PasswordLinkPage({ kind }: { kind: 'new' | 'reset' }) {
  const area = useArea();
  const link = PASSWORD_LINKS[area.id][kind];
  const token = useSearchParams()[0].get(link.tokenParam) ?? '';
  const check = usePasswordToken(area, token, link.purpose === null);
  const setPassword = useSetPassword(link);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  const isSetup = (link.purpose ?? check.data?.data.purpose) === 'password_setup';
  const title = isSetup ? 'パスワードの設定' : 'パスワードの再設定';

  if (link.purpose === null && token && check.isPending) {
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
          requestHref={area.paths.passwordReset.getHref()}
          message={invalidMessage ?? link.missingTokenMessage}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      description={
        isSetup
          ? SETUP_DESCRIPTION[area.id]
          : '新しいパスワードを入力してください。設定すると、ほかの端末ではログアウトされます。'
      }
    >
      <NewPasswordForm
        submitLabel={isSetup ? 'パスワードを設定する' : 'パスワードを再設定する'}
        onSubmit={(values) => setPassword.mutateAsync({ values, token })}
        onInvalidLink={setInvalidMessage}
      />
    </AuthCard>
  );
}

/** /password/new?token=… (reset or invitation) and /admin/password/new?confirmation_token=… (invitation). */
export function PasswordNewPage() {
  return <PasswordLinkPage kind="new" />;
}

/** The page a reset mail opens where it is not /password/new: /admin/password/password?token=…. */
export function PasswordResetLinkPage() {
  return <PasswordLinkPage kind="reset" />;
}
