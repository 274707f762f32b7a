import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { type AreaId, useArea } from '@/lib/area';
import { paths } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';
import { SignInForm } from '../components/sign-in-form';

const HEADING: Record<AreaId, { title: string; description: string }> = {
  company: { title: 'ログイン', description: 'ご登録のメールアドレスとパスワードを入力してください。' },
  admin: {
    title: '運営管理画面ログイン',
    description: 'システム管理者のメールアドレスとパスワードを入力してください。',
  },
};

/**
 * /login and /admin/login — company staff or operators (system admins) sign in with their e-mail
 * address and password. Sign-up is offered where the area has it.
 */
export function LoginPage() {
  const area = useArea();
  const signIn = useSignIn();
  const signup = area.paths.signup;
  return (
    <AuthCard {...HEADING[area.id]}>
      <SignInForm onSubmit={(values) => signIn.mutateAsync(values)} />
      <Divider sx={{ my: 3 }} />
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Link component={RouterLink} to={area.paths.passwordReset.getHref()} underline="always">
          パスワードをお忘れの方はこちら
        </Link>
        {signup ? (
          <Box>
            <Typography variant="body2" component="span" color="text.secondary">
              アカウントをお持ちでない方は
            </Typography>
            <Link component={RouterLink} to={signup.getHref()} underline="always" sx={{ ml: 0.5 }}>
              新規登録
            </Link>
          </Box>
        ) : null}
        {area.id === 'company' ? (
          <Box>
            <Typography variant="body2" component="span" color="text.secondary">
              ログインできない・ご不明な点は
            </Typography>
            <Link component={RouterLink} to={paths.inquiryNew.getHref()} underline="always" sx={{ ml: 0.5 }}>
              お問い合わせ
            </Link>
          </Box>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
