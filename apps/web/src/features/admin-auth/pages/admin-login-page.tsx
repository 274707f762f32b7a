import { SignInForm } from '@/components/auth/sign-in-form';
import { AuthCard } from '@/components/layout/auth-card';
import { useAdminSignIn } from '../api/admin-sign-in';

/** /admin/login — operators (system admins) sign in to the operator area. */
export function AdminLoginPage() {
  const signIn = useAdminSignIn();
  return (
    <AuthCard
      title="運営管理画面ログイン"
      description="システム管理者のメールアドレスとパスワードを入力してください。"
    >
      <SignInForm onSubmit={(values) => signIn.mutateAsync(values)} />
    </AuthCard>
  );
}
