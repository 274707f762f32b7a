import { type TAccount, type TAccountUpdateRequest, ZAccountUpdateRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAccount } from '../api/update-account';

type Values = TAccountUpdateRequest;
const FIELDS = ['last_name', 'first_name', 'kana_last_name', 'kana_first_name'] as const;

/** 基本情報: name and kana. */
export function ProfileForm({ account }: { account: TAccount }) {
  const form = useZodForm(ZAccountUpdateRequest, {
    defaultValues: {
      last_name: account.last_name,
      first_name: account.first_name,
      kana_last_name: account.kana_last_name,
      kana_first_name: account.kana_first_name,
    },
  });
  const update = useUpdateAccount();
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await update.mutateAsync(values);
      form.reset(answer.data);
      snackbar.show('update');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="基本情報">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormTextField<Values> name="last_name" label="姓" required autoComplete="family-name" />
          <FormTextField<Values> name="first_name" label="名" required autoComplete="given-name" />
          <FormTextField<Values> name="kana_last_name" label="セイ" required helperText="全角カタカナ" />
          <FormTextField<Values> name="kana_first_name" label="メイ" required helperText="全角カタカナ" />
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            基本情報を保存
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
