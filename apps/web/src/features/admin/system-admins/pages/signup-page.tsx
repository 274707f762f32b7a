import { SystemAdminRole, type TSystemAdminCreateRequest, ZSystemAdminCreateRequest } from '@mirume/shared';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field';
import {
  OperatorRegistrationActions,
  OperatorRegistrationCard,
  PersonNameFields,
  RegistrationForm,
} from '@/components/form/registration-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { paths } from '@/lib/paths';
import { useCreateSystemAdmin } from '../api/create-system-admin';

type Values = TSystemAdminCreateRequest;
const FIELDS = ['email', 'last_name', 'first_name', 'kana_last_name', 'kana_first_name', 'role'] as const;

/** /admin/signup — an operator adds a system admin; the new admin sets a password from the mail. */
export function SystemAdminSignupPage() {
  const create = useCreateSystemAdmin();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
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

  return (
    <OperatorRegistrationCard
      title="システム管理者の追加"
      intro="登録したメールアドレスにパスワード設定のご案内が届きます。リンクの有効期限は72時間です。"
      maxWidth={720}
    >
      <RegistrationForm
        form={form}
        fields={FIELDS}
        label="システム管理者の追加"
        spacing={2.5}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          snackbar.show('create');
          await navigate(paths.adminSystemAdmins.getHref());
        }}
      >
        <FormTextField<Values> name="email" label="メールアドレス" type="email" required autoComplete="off" />
        <PersonNameFields />
        <FormTextField<Values> name="role" label="権限" select required>
          {SystemAdminRole.values.map((role) => (
            <MenuItem key={role} value={role}>
              {SystemAdminRole.label(role)}
            </MenuItem>
          ))}
        </FormTextField>
        <OperatorRegistrationActions submitting={form.formState.isSubmitting} pt={1} />
      </RegistrationForm>
    </OperatorRegistrationCard>
  );
}
