import { ZPasswordResetRequest } from '@mirume/shared';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { AuthCard } from '@/components/layout/auth-card';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useRequestAdminPasswordReset } from '../api/operator-request-password-reset';

const ZForm = ZPasswordResetRequest.pick({ email: true });
type Values = z.input<typeof ZForm>;

/** /admin/password/reset — an operator asks for a reset link. */
export function AdminPasswordResetPage() {
  const request = useRequestAdminPasswordReset();
  const form = useZodForm(ZForm, { defaultValues: { email: '' } });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['email']).length === 0) setFormError(errorMessage(error));
    }
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="メールを送信しました">
        <MarkEmailReadOutlinedIcon
          color="primary"
          sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 2 }}
        />
        <Typography sx={{ mb: 2 }}>{request.data.message}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          メールに記載のリンクの有効期限は30分です。
        </Typography>
        <Button
          component={RouterLink}
          to={paths.adminLogin.getHref()}
          variant="contained"
          size="large"
          fullWidth
        >
          ログイン画面へ
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="パスワードの再設定"
      description="システム管理者のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。"
    >
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2.5}
          aria-label="パスワード再設定フォーム"
        >
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <FormTextField<Values>
            name="email"
            label="メールアドレス"
            type="email"
            autoComplete="email"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.formState.isSubmitting}
          >
            再設定メールを送信する
          </Button>
          <Link
            component={RouterLink}
            to={paths.adminLogin.getHref()}
            underline="always"
            sx={{ alignSelf: 'center' }}
          >
            ログイン画面に戻る
          </Link>
        </Stack>
      </FormProvider>
    </AuthCard>
  );
}
