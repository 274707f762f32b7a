import { type TAccount, type TAccountEmailRequest, ZAccountEmailRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useRequestEmailChange } from '../api/request-email-change';

type Values = TAccountEmailRequest;

/** メールアドレスの変更: the new address gets a confirmation link; it applies once opened. */
export function EmailChangeForm({ account }: { account: TAccount }) {
  const form = useZodForm(ZAccountEmailRequest, { defaultValues: { email: '', current_password: '' } });
  const request = useRequestEmailChange();
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      form.reset({ email: '', current_password: '' });
      snackbar.show('send_mail');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['email', 'current_password']).length === 0) {
        setFormError(errorMessage(error));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="メールアドレスの変更">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        {account.unconfirmed_email ? (
          <Alert severity="info">
            {account.unconfirmed_email}{' '}
            への変更を確認中です。届いたメールのリンク（有効期限24時間）を開いてください。
          </Alert>
        ) : null}
        <FormTextField<Values>
          name="email"
          label="新しいメールアドレス"
          type="email"
          required
          autoComplete="email"
          helperText={`現在のメールアドレス：${account.email}`}
        />
        <PasswordField<Values>
          name="current_password"
          label="現在のパスワード"
          required
          autoComplete="current-password"
        />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            確認メールを送信
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
