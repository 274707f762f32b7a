import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { useArea } from '@/lib/area';

/** /password/reset/done — the same text whether the address is registered or not. */
export function PasswordResetDonePage() {
  const area = useArea();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard title="メールを送信しました">
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 2 }} />
      <Stack spacing={2}>
        <Typography>
          {email
            ? `${email} がご登録のメールアドレスの場合、パスワード再設定のご案内をお送りしました。`
            : // Opened directly (a bookmark, a reload in another tab): the address is not known here.
              'ご入力いただいたメールアドレスがご登録のものであれば、パスワード再設定のご案内をお送りしました。'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          メールに記載のリンクから30分以内に新しいパスワードを設定してください。メールが届かない場合は、迷惑メールフォルダや入力したメールアドレスをご確認ください。
        </Typography>
        <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', pt: 1 }}>
          <Link component={RouterLink} to={area.paths.passwordReset.getHref()} underline="always">
            もう一度送信する
          </Link>
          <Link component={RouterLink} to={area.paths.login.getHref()} underline="always">
            ログイン画面へ
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
