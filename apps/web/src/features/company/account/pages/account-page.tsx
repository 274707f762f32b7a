import { CompanyRole } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAccount } from '../api/get-account';
import { ProfileList } from '../components/profile-list';

/** The notice after the email-change link of the mail was opened (the API redirects here). */
function EmailChangeResult() {
  const [params] = useSearchParams();
  if (params.get('email_changed') === '1') {
    return (
      <Alert severity="success">
        メールアドレスの変更が完了しました。次回からは新しいメールアドレスでログインしてください。
      </Alert>
    );
  }
  if (params.get('email_change') === 'invalid') {
    return (
      <Alert severity="error">
        メールアドレス変更のリンクが無効か、有効期限（24時間）が切れています。お手数ですが、アカウント情報編集から再度お手続きください。
      </Alert>
    );
  }
  return null;
}

/** /user — the signed-in user's account information (read only). */
export function AccountPage() {
  const { data, isPending, isError, error } = useAccount();
  const account = data?.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Stack
        useFlexGap
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">アカウント情報</Typography>
        <Button component={RouterLink} to={paths.userEdit.getHref()} variant="contained">
          編集する
        </Button>
      </Stack>
      <EmailChangeResult />
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {account?.unconfirmed_email ? (
        <Alert severity="info">
          {account.unconfirmed_email}{' '}
          への変更を確認中です。新しいメールアドレスに届いたメールのリンクを開くと、変更が完了します。
        </Alert>
      ) : null}
      <Card>
        <CardContent sx={{ p: 3 }}>
          {isPending ? (
            <Skeleton variant="rounded" height={220} aria-label="読み込み中" />
          ) : account ? (
            <ProfileList
              rows={[
                ['氏名', `${account.last_name} ${account.first_name}`],
                ['フリガナ', `${account.kana_last_name} ${account.kana_first_name}`],
                ['メールアドレス', account.email],
                ['権限', CompanyRole.label(account.role)],
                ['企業名', account.company_name],
              ]}
            />
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
}
