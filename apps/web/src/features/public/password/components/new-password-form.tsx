import { withPasswordConfirmation, ZPasswordUpdateFields } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage, isApiError } from '@/lib/api-client';

/** The two password fields of every password link page; the token travels outside the form. */
const ZNewPasswordForm = withPasswordConfirmation(
  ZPasswordUpdateFields.pick({ password: true, password_confirmation: true }),
);
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

interface NewPasswordFormProps {
  submitLabel: string;
  onSubmit: (values: TNewPasswordForm) => Promise<unknown>;
  /** Called when the server says the link no longer works (field error on the token). */
  onInvalidLink: (message: string) => void;
}

export function NewPasswordForm({ submitLabel, onSubmit, onInvalidLink }: NewPasswordFormProps) {
  const form = useZodForm(ZNewPasswordForm, { defaultValues: { password: '', password_confirmation: '' } });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const tokenErrors = isApiError(error)
        ? (error.fieldErrors.token ?? error.fieldErrors.confirmation_token)
        : undefined;
      if (tokenErrors) {
        onInvalidLink(error instanceof Error ? error.message : tokenErrors.join(' '));
        return;
      }
      if (applyFieldErrors(error, form.setError, ['password', 'password_confirmation']).length === 0)
        setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="パスワード設定フォーム">
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <PasswordField<TNewPasswordForm>
          name="password"
          label="新しいパスワード"
          autoComplete="new-password"
          helperText="半角英数字・記号で8文字以上"
          autoFocus
        />
        <PasswordField<TNewPasswordForm>
          name="password_confirmation"
          label="新しいパスワード（確認）"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
        >
          {submitLabel}
        </Button>
      </Stack>
    </FormProvider>
  );
}
