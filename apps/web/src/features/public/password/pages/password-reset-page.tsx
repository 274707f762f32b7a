import { ZPasswordResetRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { AuthCard } from '@/components/layout/auth-card';
import { errorMessage } from '@/lib/api-client';
import { type AreaId, useArea } from '@/lib/area';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { ResetSentNotice } from '../components/reset-sent-notice';

const ZForm = ZPasswordResetRequest.pick({ email: true });
type Values = z.input<typeof ZForm>;

const DESCRIPTION: Record<AreaId, string> = {
  company: 'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  admin: 'システム管理者のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
};

/** /password/reset and /admin/password/reset — a user of the page's area asks for a reset link. */
export function PasswordResetPage() {
  const area = useArea();
  const request = useRequestPasswordReset();
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

  if (request.isSuccess && !area.paths.passwordResetDone) {
    return <ResetSentNotice message={request.data.message} loginHref={area.paths.login.getHref()} />;
  }

  return (
    <AuthCard title="パスワードの再設定" description={DESCRIPTION[area.id]}>
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
            to={area.paths.login.getHref()}
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
