import { type TCompanyDaihyoRequest, type TCompanyProfile, ZCompanyDaihyoRequest } from '@mirume/shared';
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
import { useUpdateDaihyo } from '../api/update-daihyo';

/** 代表者名: saved on its own (PATCH update_daihyo), as in the original API. */
export function DaihyoForm({ company }: { company: TCompanyProfile }) {
  const form = useZodForm(ZCompanyDaihyoRequest, {
    defaultValues: { daihyo_name: company.daihyo_name ?? '' },
  });
  const update = useUpdateDaihyo(company.id);
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      snackbar.show('update');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['daihyo_name']).length === 0)
        setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="代表者">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField<TCompanyDaihyoRequest>
          name="daihyo_name"
          label="代表者名"
          required
          autoComplete="name"
        />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            代表者名を保存
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
