import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { useAccount } from '../api/get-account';
import { EmailChangeForm } from '../components/email-change-form';
import { FormSection } from '../components/form-section';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileForm } from '../components/profile-form';

/** /user/edit — three independent forms: names, email address, password. */
export function AccountEditPage() {
  const { data, isPending, isError, error } = useAccount();
  const account = data?.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">アカウント情報編集</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={320} aria-label="読み込み中" /> : null}
      {account ? (
        <>
          <FormSection title="基本情報">
            <ProfileForm account={account} />
          </FormSection>
          <FormSection
            title="メールアドレスの変更"
            description="新しいメールアドレスに確認メールをお送りします。メール内のリンクを開くと変更が完了します。"
          >
            <EmailChangeForm account={account} />
          </FormSection>
          <FormSection
            title="パスワードの変更"
            description="変更すると、この端末以外でのログインは解除されます。"
          >
            <PasswordChangeForm />
          </FormSection>
        </>
      ) : null}
    </Stack>
  );
}
