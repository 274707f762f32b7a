import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';
import { useChangeAdminPassword } from '../api/operator-change-password';
import { InvalidLinkNotice } from '../components/invalid-link-notice';
import { NewPasswordForm } from '../components/new-password-form';

/** /admin/password/new?confirmation_token=… — an invited system admin sets the first password. */
export function AdminPasswordNewPage() {
  const token = useSearchParams()[0].get('confirmation_token') ?? '';
  const change = useChangeAdminPassword();
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  if (!token || invalidMessage) {
    return (
      <AuthCard title="パスワードの設定">
        <InvalidLinkNotice
          requestHref={paths.adminPasswordReset.getHref()}
          message={
            invalidMessage ??
            'このリンクは無効です。招待メールのリンクをもう一度開くか、パスワード再設定のお手続きをしてください。'
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="パスワードの設定"
      description="運営管理画面へのログインに使うパスワードを設定してください。"
    >
      <NewPasswordForm
        submitLabel="パスワードを設定する"
        onSubmit={(values) => change.mutateAsync({ ...values, confirmation_token: token })}
        onInvalidLink={setInvalidMessage}
      />
    </AuthCard>
  );
}
