import { type TSignInRequest, ZSignInRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { PasswordField } from '@/components/form/password-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';

interface SignInFormProps {
  /** Signs in; a rejection with an ApiError shows its message and field errors on the form. */
  onSubmit: (values: TSignInRequest) => Promise<unknown>;
}

/**
 * E-mail and password sign-in, the same in both areas. The error of a failed sign-in stays on the
 * form (not only in a snackbar) because it often explains what to do, e.g. why a company cannot
 * sign in yet.
 */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const form = useZodForm(ZSignInRequest, { defaultValues: { email: '', password: '' } });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email', 'password']);
      setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="ログインフォーム">
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <FormTextField<TSignInRequest>
          name="email"
          label="メールアドレス"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <PasswordField<TSignInRequest> name="password" label="パスワード" autoComplete="current-password" />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
        >
          ログイン
        </Button>
      </Stack>
    </FormProvider>
  );
}
