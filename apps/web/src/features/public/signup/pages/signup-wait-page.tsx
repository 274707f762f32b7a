import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layout/auth-card';
import { paths } from '@/lib/paths';

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 28px',
          height: 28,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 14,
        }}
      >
        {n}
      </Box>
      <Typography variant="body2" sx={{ pt: 0.5 }}>
        {children}
      </Typography>
    </Box>
  );
}

const centeredIcon = { fontSize: 56, display: 'block', mx: 'auto', mb: 2 } as const;

/**
 * /signup/wait — after signing up (a confirmation mail was sent), after opening the confirmation
 * link (`?confirmed=1`), or after opening a link that no longer works (`?error=invalid`).
 */
export function SignupWaitPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email;

  if (searchParams.get('confirmed') === '1') {
    return (
      <AuthCard title="メールアドレスの認証が完了しました">
        <CheckCircleOutlineIcon color="success" sx={centeredIcon} />
        <Typography sx={{ mb: 3 }}>
          メールアドレスの認証が完了しました。運営事務局で審査のうえ、ご利用開始のご連絡をメールでお送りします。
        </Typography>
        <Typography variant="body2" color="text.secondary">
          審査には通常2〜3営業日ほどお時間をいただいております。ご連絡までしばらくお待ちください。
        </Typography>
      </AuthCard>
    );
  }

  if (searchParams.get('error') === 'invalid') {
    return (
      <AuthCard title="リンクが無効です">
        <ErrorOutlineIcon color="error" sx={centeredIcon} />
        <Typography sx={{ mb: 2 }}>
          この認証リンクは無効か、有効期限（72時間）が切れているか、すでに使用されています。
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          すでに認証がお済みの場合は、ご利用開始のご連絡をお待ちください。認証メールの再送をご希望の場合は、
          <Link component={RouterLink} to={paths.inquiryNew.getHref()} underline="always">
            お問い合わせ
          </Link>
          からご連絡ください。
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login.getHref()} underline="always">
            ログイン画面へ
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="仮登録が完了しました">
      <MarkEmailReadOutlinedIcon color="primary" sx={centeredIcon} />
      <Typography sx={{ mb: 3 }}>
        {email ? (
          <>
            <Box component="strong" sx={{ wordBreak: 'break-all' }}>
              {email}
            </Box>{' '}
            宛てに
          </>
        ) : (
          'ご登録のメールアドレス宛てに'
        )}
        、メールアドレス認証のご案内をお送りしました。
      </Typography>
      <Stack
        component="ol"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
        aria-label="ご利用開始までの流れ"
      >
        <Step n={1}>メールに記載のリンクを72時間以内に開いて、メールアドレスの認証を完了してください。</Step>
        <Step n={2}>認証後、運営事務局でお申し込み内容を審査します。</Step>
        <Step n={3}>
          ご利用いただけるようになりましたら、メールでお知らせします。その後ログインしてご利用ください。
        </Step>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        メールが届かない場合は、迷惑メールフォルダをご確認ください。
      </Typography>
    </AuthCard>
  );
}
