import { type TAdminCompanyCreateRequest, ZAdminCompanyCreateRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormSection } from '@/components/form/form-section';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCreateAdminCompany } from '../api/create-company';

type Values = TAdminCompanyCreateRequest;
const FIELDS = [
  'company_name',
  'company_name_kana',
  'daihyo_name',
  'tel',
  'last_name',
  'first_name',
  'kana_last_name',
  'kana_first_name',
  'email',
  'status',
] as const satisfies readonly (keyof Values)[];
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** /admin/company-register — an operator registers a company and its first admin directly. */
export function AdminCompanyRegisterPage() {
  const create = useCreateAdminCompany();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(ZAdminCompanyCreateRequest, {
    defaultValues: {
      company_name: '',
      company_name_kana: '',
      daihyo_name: '',
      tel: '',
      last_name: '',
      first_name: '',
      kana_last_name: '',
      kana_first_name: '',
      email: '',
      status: 'trial',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      snackbar.show('create');
      await navigate(paths.adminDashboard.getHref());
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">企業の登録</Typography>
      <Card sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          企業と最初の総合管理者を登録します。総合管理者にはパスワード設定のメール（有効期限72時間）が届き、設定後すぐにログインできます。
        </Typography>
        <FormProvider {...form}>
          <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="企業の登録">
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <FormSection title="企業情報">
              <Box sx={twoColumns}>
                <FormTextField<Values> name="company_name" label="会社名" required />
                <FormTextField<Values>
                  name="company_name_kana"
                  label="会社名（カナ）"
                  helperText="任意・全角カタカナ"
                />
              </Box>
              <Box sx={twoColumns}>
                <FormTextField<Values> name="daihyo_name" label="代表者名" required />
                <FormTextField<Values>
                  name="tel"
                  label="電話番号"
                  type="tel"
                  helperText="任意・例：03-1234-5678"
                />
              </Box>
              <FormTextField<Values> name="status" label="契約区分" select required sx={{ maxWidth: 360 }}>
                <MenuItem value="trial">トライアル</MenuItem>
                <MenuItem value="approved">本契約</MenuItem>
              </FormTextField>
            </FormSection>
            <FormSection title="総合管理者">
              <Box sx={twoColumns}>
                <FormTextField<Values> name="last_name" label="姓" required />
                <FormTextField<Values> name="first_name" label="名" required />
              </Box>
              <Box sx={twoColumns}>
                <FormTextField<Values>
                  name="kana_last_name"
                  label="セイ"
                  required
                  helperText="全角カタカナで入力してください"
                />
                <FormTextField<Values>
                  name="kana_first_name"
                  label="メイ"
                  required
                  helperText="全角カタカナで入力してください"
                />
              </Box>
              <FormTextField<Values>
                name="email"
                label="メールアドレス"
                type="email"
                required
                autoComplete="off"
              />
            </FormSection>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => void navigate(-1)}>
                キャンセル
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                登録してメールを送信
              </Button>
            </Box>
          </Stack>
        </FormProvider>
      </Card>
    </Stack>
  );
}
