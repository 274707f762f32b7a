import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { clearCompanySession } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

/** /password/new/done — a completed password setting clears the stored user and token (spec §4). */
export function PasswordNewDonePage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    clearCompanySession();
    queryClient.clear();
  }, [queryClient]);

  return (
    <AuthCard title="パスワードを設定しました">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 2 }} />
      <Typography sx={{ mb: 3, textAlign: 'center' }}>新しいパスワードでログインしてください。</Typography>
      <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large" fullWidth>
        ログイン画面へ
      </Button>
    </AuthCard>
  );
}
