import {
  type TCompanyAdminMember,
  type TCompanyAdminUpdateRequest,
  ZCompanyAdminUpdateRequest,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { useUpdateCompanyAdmin } from '../api/update-company-admin';
import { MemberFields } from './member-fields';

type Values = z.input<typeof ZCompanyAdminUpdateRequest>;
const FIELDS = ['last_name', 'first_name', 'kana_last_name', 'kana_first_name', 'role'] as const;

export function MemberEditForm({ member, self }: { member: TCompanyAdminMember; self: boolean }) {
  const company = useAreaCompany();
  const form = useZodForm<Values, TCompanyAdminUpdateRequest>(ZCompanyAdminUpdateRequest, {
    defaultValues: {
      last_name: member.last_name,
      first_name: member.first_name,
      kana_last_name: member.kana_last_name,
      kana_first_name: member.kana_first_name,
      role: member.role,
    },
  });
  const update = useUpdateCompanyAdmin(member.id);
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      snackbar.show('update');
      navigate(company.paths.companyAdmins);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="管理者の編集">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <MemberFields roleLocked={self} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            保存する
          </Button>
          <Button component={RouterLink} to={company.paths.companyAdmins} color="inherit">
            キャンセル
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
