import { SystemAdminRole, type TSystemAdminCreateRequest, ZSystemAdminCreateRequest } from '@mirume/shared';
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
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCreateSystemAdmin } from '../api/create-system-admin';

type Values = TSystemAdminCreateRequest;
const FIELDS = ['email', 'last_name', 'first_name', 'kana_last_name', 'kana_first_name', 'role'] as const;
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** /admin/signup — an operator adds a system admin; the new admin sets a password from the mail. */
export function AdminSignupPage() {
  const create = useCreateSystemAdmin();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(ZSystemAdminCreateRequest, {
    defaultValues: {
      email: '',
      last_name: '',
      first_name: '',
      kana_last_name: '',
      kana_first_name: '',
      role: 'admin',
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
      <Typography variant="h1">システム管理者の追加</Typography>
      <Card sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          登録したメールアドレスにパスワード設定のご案内が届きます。リンクの有効期限は72時間です。
        </Typography>
        <FormProvider {...form}>
          <Stack
            component="form"
            noValidate
            onSubmit={submit}
            spacing={2.5}
            aria-label="システム管理者の追加"
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
              required
              autoComplete="off"
            />
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
            <FormTextField<Values> name="role" label="権限" select required>
              {SystemAdminRole.values.map((role) => (
                <MenuItem key={role} value={role}>
                  {SystemAdminRole.label(role)}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt: 1 }}>
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
