import { type TCompanyAdminInviteRequest, ZCompanyAdminInviteRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useInviteCompanyAdmin } from '../api/invite-company-admin';
import { MemberFields } from '../components/member-fields';

type Values = z.input<typeof ZCompanyAdminInviteRequest>;
const FIELDS = ['email', 'last_name', 'first_name', 'kana_last_name', 'kana_first_name', 'role'] as const;

/** /company-admins/new — the admin invites a user; they set their password from the mail. */
export function CompanyAdminNewPage() {
  const company = useAreaCompany();
  const form = useZodForm<Values, TCompanyAdminInviteRequest>(ZCompanyAdminInviteRequest, {
    defaultValues: {
      email: '',
      last_name: '',
      first_name: '',
      kana_last_name: '',
      kana_first_name: '',
      role: 'worker',
    },
  });
  const invite = useInviteCompanyAdmin();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await invite.mutateAsync(values);
      snackbar.show('send_mail');
      navigate(company.paths.companyAdmins);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">管理者の追加</Typography>
      <Typography color="text.secondary">
        入力したメールアドレスに、パスワード設定用の招待メール（有効期限72時間）をお送りします。パスワードを設定するとログインできるようになります。
      </Typography>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <FormProvider {...form}>
            <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="管理者の追加">
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <FormTextField<Values>
                name="email"
                label="メールアドレス"
                type="email"
                required
                autoComplete="off"
              />
              <MemberFields />
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                  招待メールを送信
                </Button>
                <Button component={RouterLink} to={company.paths.companyAdmins} color="inherit">
                  キャンセル
                </Button>
              </Stack>
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
