import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';
import { useUpdateAdminPassword } from '../api/operator-update-password';
import { InvalidLinkNotice } from '../components/invalid-link-notice';
import { NewPasswordForm } from '../components/new-password-form';

/** /admin/password/password?token=… — an operator sets a new password from the reset link. */
export function AdminPasswordPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const update = useUpdateAdminPassword();
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  if (!token || invalidMessage) {
    return (
      <AuthCard title="パスワードの再設定">
        <InvalidLinkNotice
          requestHref={paths.adminPasswordReset.getHref()}
          message={invalidMessage ?? undefined}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="パスワードの再設定"
      description="新しいパスワードを入力してください。設定すると、ほかの端末ではログアウトされます。"
    >
      <NewPasswordForm
        submitLabel="パスワードを再設定する"
        onSubmit={(values) => update.mutateAsync({ ...values, token })}
        onInvalidLink={setInvalidMessage}
      />
    </AuthCard>
  );
}
