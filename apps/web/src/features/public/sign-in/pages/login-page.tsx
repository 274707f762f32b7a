import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SignInForm } from '@/components/auth/sign-in-form';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';

/** /login — company staff sign in with their e-mail address and password. */
export function LoginPage() {
  const signIn = useSignIn();
  return (
    <AuthCard title="ログイン" description="ご登録のメールアドレスとパスワードを入力してください。">
      <SignInForm onSubmit={(values) => signIn.mutateAsync(values)} />
      <Divider sx={{ my: 3 }} />
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.passwordReset.getHref()} underline="always">
          パスワードをお忘れの方はこちら
        </Link>
        <Box>
          <Typography variant="body2" component="span" color="text.secondary">
            アカウントをお持ちでない方は
          </Typography>
          <Link component={RouterLink} to={paths.signup.getHref()} underline="always" sx={{ ml: 0.5 }}>
            新規登録
          </Link>
        </Box>
      </Stack>
    </AuthCard>
  );
}
