import { GLOSSARY, type TAdminCompanyDetail, ZAdminCompanyUpdateRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminCompany } from '../api/get-company';
import { useUpdateAdminCompany } from '../api/update-company';

type Values = z.input<typeof ZAdminCompanyUpdateRequest>;
type Output = z.output<typeof ZAdminCompanyUpdateRequest>;
const FIELDS = [
  'name',
  'name_kana',
  'daihyo_name',
  'postcode',
  'address',
  'tel',
  'url',
  'date_start_contract',
  'date_end_contract',
] as const;

function EditForm({ company }: { company: TAdminCompanyDetail }) {
  const form = useZodForm<Values, Output>(ZAdminCompanyUpdateRequest, {
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, company[f] ?? ''])) as Values,
  });
  const update = useUpdateAdminCompany(company.id);
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const back = paths.adminCompany.getHref({ companyId: company.id });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      snackbar.show('update');
      navigate(back);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="企業情報の編集">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Card sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            基本情報
          </Typography>
          <Stack spacing={2.5}>
            <FormTextField<Values> name="name" label={GLOSSARY.companyName} required />
            <FormTextField<Values>
              name="name_kana"
              label={GLOSSARY.companyNameKana}
              helperText="全角カタカナ"
            />
            <FormTextField<Values> name="daihyo_name" label="代表者名" />
            <Box sx={{ maxWidth: 240 }}>
              <FormTextField<Values> name="postcode" label="郵便番号" helperText="ハイフンなし7桁" />
            </Box>
            <FormTextField<Values> name="address" label="住所" />
            <Box sx={{ maxWidth: 320 }}>
              <FormTextField<Values> name="tel" label="電話番号" />
            </Box>
            <FormTextField<Values> name="url" label="URL" />
          </Stack>
        </Card>
        <Card sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            契約期間
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            トライアル中の企業は、契約終了日がトライアルの終了日です。終了の7日前から運営への通知に表示されます。
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ width: 220 }}>
              <FormTextField<Values> name="date_start_contract" label="契約開始日" {...date} />
            </Box>
            <Box sx={{ width: 220 }}>
              <FormTextField<Values> name="date_end_contract" label="契約終了日" {...date} />
            </Box>
          </Box>
        </Card>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={back} color="inherit">
            キャンセル
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            保存する
          </Button>
        </Box>
      </Stack>
    </FormProvider>
  );
}

/** /admin/companies/{id}/edit — the operator corrects a company's profile and contract period. */
export function CompanyEditPage() {
  const id = Number(useParams().companyId);
  const { data, isPending, isError, error } = useAdminCompany(id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">企業情報の編集</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={480} aria-label="読み込み中" /> : null}
      {data ? <EditForm company={data.data} /> : null}
    </Stack>
  );
}
