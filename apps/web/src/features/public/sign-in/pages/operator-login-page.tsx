import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '@/components/auth/sign-in-form';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';
import { useAdminSignIn } from '../api/operator-sign-in';

/** /admin/login — operators (system admins) sign in to the operator area. */
export function AdminLoginPage() {
  const signIn = useAdminSignIn();
  return (
    <AuthCard
      title="運営管理画面ログイン"
      description="システム管理者のメールアドレスとパスワードを入力してください。"
    >
      <SignInForm onSubmit={(values) => signIn.mutateAsync(values)} />
      <Divider sx={{ my: 3 }} />
      <Stack sx={{ alignItems: 'center' }}>
        <Link component={RouterLink} to={paths.adminPasswordReset.getHref()} underline="always">
          パスワードをお忘れの方はこちら
        </Link>
      </Stack>
    </AuthCard>
  );
}
