import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';

interface ResetSentNoticeProps {
  /** The server's answer, the same whether the address is known or not. */
  message: string;
  loginHref: string;
}

/** Shown in place of the reset form in an area without a separate confirmation page. */
export function ResetSentNotice({ message, loginHref }: ResetSentNoticeProps) {
  return (
    <AuthCard title="メールを送信しました">
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 2 }} />
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        メールに記載のリンクの有効期限は30分です。
      </Typography>
      <Button component={RouterLink} to={loginHref} variant="contained" size="large" fullWidth>
        ログイン画面へ
      </Button>
    </AuthCard>
  );
}
