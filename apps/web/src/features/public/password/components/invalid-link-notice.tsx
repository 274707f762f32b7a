import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

interface InvalidLinkNoticeProps {
  /** Where a new link is requested. */
  requestHref: string;
  message?: string;
}

/** Shown instead of the form when a mailed password link is unknown, used or expired. */
export function InvalidLinkNotice({ requestHref, message }: InvalidLinkNoticeProps) {
  return (
    <Stack spacing={3}>
      <Alert severity="error" role="alert">
        <AlertTitle>このリンクはご利用いただけません</AlertTitle>
        {message ??
          'リンクが無効か、有効期限が切れているか、すでに使用されています。お手数ですが、もう一度パスワード再設定のお手続きをしてください。'}
      </Alert>
      <Button component={RouterLink} to={requestHref} variant="contained" size="large" fullWidth>
        パスワード再設定のメールを受け取る
      </Button>
    </Stack>
  );
}
