import { type TAccountPasswordRequest, ZAccountPasswordRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

type Values = TAccountPasswordRequest;
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/** パスワードの変更: the current password is required; other devices are signed out. */
export function PasswordChangeForm() {
  const form = useZodForm(ZAccountPasswordRequest, { defaultValues: EMPTY });
  const change = useChangePassword();
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      snackbar.show('update');
    } catch (error) {
      const fields = ['current_password', 'password', 'password_confirmation'] as const;
      if (applyFieldErrors(error, form.setError, fields).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="パスワードの変更">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <PasswordField<Values>
          name="current_password"
          label="現在のパスワード"
          required
          autoComplete="current-password"
        />
        <PasswordField<Values>
          name="password"
          label="新しいパスワード"
          required
          autoComplete="new-password"
          helperText="半角英数字・記号で8文字以上"
        />
        <PasswordField<Values>
          name="password_confirmation"
          label="新しいパスワード（確認）"
          required
          autoComplete="new-password"
        />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            パスワードを変更
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
