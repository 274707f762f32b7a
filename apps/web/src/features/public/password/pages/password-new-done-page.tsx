import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { useArea } from '@/lib/area';

/**
 * /password/new/done — a completed password setting clears the stored user and token (spec §4).
 * Only the company area has it; the operator goes back to the login with a message instead.
 */
export function PasswordNewDonePage() {
  const area = useArea();
  const queryClient = useQueryClient();
  useEffect(() => {
    area.clearSession();
    queryClient.clear();
  }, [area, queryClient]);

  return (
    <AuthCard title="パスワードを設定しました">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 2 }} />
      <Typography sx={{ mb: 3, textAlign: 'center' }}>新しいパスワードでログインしてください。</Typography>
      <Button
        component={RouterLink}
        to={area.paths.login.getHref()}
        variant="contained"
        size="large"
        fullWidth
      >
        ログイン画面へ
      </Button>
    </AuthCard>
  );
}
