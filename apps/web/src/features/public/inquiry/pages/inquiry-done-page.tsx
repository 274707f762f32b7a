import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCompanyUser } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

interface DoneState {
  id?: number;
  email?: string;
  attachmentFailed?: boolean;
}

/** /inquiry/done — the inquiry was received: its number, the acknowledgement mail, where to go next. */
export function InquiryDonePage() {
  const state = (useLocation().state ?? {}) as DoneState;
  const signedIn = useCompanyUser() !== null;
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
          <Typography variant="h1">お問い合わせを受け付けました</Typography>
          {state.id ? <Typography sx={{ fontWeight: 700 }}>受付番号：No.{state.id}</Typography> : null}
          <Typography>
            {state.email
              ? `${state.email} に受付確認のメールをお送りしました。`
              : '受付確認のメールをお送りしました。'}
            担当者より、通常 2 営業日以内にご連絡します。
          </Typography>
          <Typography variant="body2" color="text.secondary">
            メールが届かない場合は、迷惑メールフォルダもご確認ください。
          </Typography>
          {state.attachmentFailed ? (
            <Alert severity="warning">
              添付ファイルを送れませんでした。お手数ですが、返信メールにてお送りいただくか、もう一度お問い合わせください。
            </Alert>
          ) : null}
          <Stack useFlexGap direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              component={RouterLink}
              to={signedIn ? paths.dashboard.getHref() : paths.login.getHref()}
              variant="contained"
            >
              {signedIn ? 'ダッシュボードへ' : 'ログイン画面へ'}
            </Button>
            <Button component={RouterLink} to={paths.inquiryNew.getHref()} variant="outlined">
              続けてお問い合わせ
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
