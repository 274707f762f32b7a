import {
  GLOSSARY,
  type TCompanyProfile,
  type TCompanyUpdateRequest,
  ZCompanyUpdateRequest,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useUpdateCompany } from '../api/update-company';
import { usePostcodeAutofill } from './use-postcode-autofill';

type Values = z.input<typeof ZCompanyUpdateRequest>;
const FIELDS = ['name', 'name_kana', 'postcode', 'address', 'tel', 'url'] as const;

const POSTCODE_STATUS = {
  idle: '',
  filled: '郵便番号から住所を入力しました。番地・建物名を続けて入力してください。',
  not_found: '該当する住所が見つかりませんでした。住所を直接入力してください。',
} as const;

export function CompanyForm({ company }: { company: TCompanyProfile }) {
  const form = useZodForm<Values, TCompanyUpdateRequest>(ZCompanyUpdateRequest, {
    defaultValues: {
      name: company.name,
      name_kana: company.name_kana ?? '',
      postcode: company.postcode ?? '',
      address: company.address ?? '',
      tel: company.tel ?? '',
      url: company.url ?? '',
    },
  });
  const update = useUpdateCompany(company.id);
  const snackbar = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const postcode = useWatch({ control: form.control, name: 'postcode' }) as string | undefined;
  const postcodeStatus = usePostcodeAutofill(postcode, (address) => {
    const current = String(form.getValues('address') ?? '');
    // Keep what the user already typed after the same town name.
    if (!current.startsWith(address))
      form.setValue('address', address, { shouldValidate: true, shouldDirty: true });
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      snackbar.show('update');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="企業情報">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField<Values>
          name="name"
          label={GLOSSARY.companyName}
          required
          autoComplete="organization"
        />
        <FormTextField<Values>
          name="name_kana"
          label={GLOSSARY.companyNameKana}
          required
          helperText="全角カタカナ"
        />
        <Box sx={{ maxWidth: 360 }}>
          <FormTextField<Values>
            name="postcode"
            label="郵便番号"
            required
            autoComplete="postal-code"
            helperText={
              POSTCODE_STATUS[postcodeStatus] ||
              'ハイフンなし7桁（例：1040061）。入力すると住所を自動で入力します'
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 7 },
              formHelperText: { role: 'status' },
            }}
          />
        </Box>
        <FormTextField<Values> name="address" label="住所" required autoComplete="street-address" />
        <FormTextField<Values>
          name="tel"
          label="電話番号"
          required
          type="tel"
          autoComplete="tel"
          helperText="例：03-1234-5678"
        />
        <FormTextField<Values>
          name="url"
          label="URL"
          type="url"
          helperText="任意（例：https://example.co.jp）"
        />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            企業情報を保存
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}
