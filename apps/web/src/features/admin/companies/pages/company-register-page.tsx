import { GLOSSARY, type TAdminCompanyCreateRequest, ZAdminCompanyCreateRequest } from '@mirume/shared';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { FormSection } from '@/components/form/form-section';
import { FormTextField } from '@/components/form/form-text-field';
import {
  OperatorRegistrationActions,
  OperatorRegistrationCard,
  PersonNameFields,
  RegistrationForm,
  TwoColumns,
} from '@/components/form/registration-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useArea } from '@/lib/area';
import { useCreateCompany } from '../api/create-company';

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

/** /admin/company-register — an operator registers a company and its first admin directly. */
export function CompanyRegisterPage() {
  const area = useArea();
  const create = useCreateCompany();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
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

  return (
    <OperatorRegistrationCard
      title="企業の登録"
      intro="企業と最初の総合管理者を登録します。総合管理者にはパスワード設定のメール（有効期限72時間）が届き、設定後すぐにログインできます。"
      maxWidth={760}
    >
      <RegistrationForm
        form={form}
        fields={FIELDS}
        label="企業の登録"
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          snackbar.show('create');
          await navigate(area.paths.dashboard.getHref());
        }}
      >
        <FormSection title="企業情報">
          <TwoColumns>
            <FormTextField<Values> name="company_name" label={GLOSSARY.companyName} required />
            <FormTextField<Values>
              name="company_name_kana"
              label={GLOSSARY.companyNameKana}
              helperText="任意・全角カタカナ"
            />
          </TwoColumns>
          <TwoColumns>
            <FormTextField<Values> name="daihyo_name" label="代表者名" required />
            <FormTextField<Values>
              name="tel"
              label="電話番号"
              type="tel"
              helperText="任意・例：03-1234-5678"
            />
          </TwoColumns>
          <FormTextField<Values> name="status" label="契約区分" select required sx={{ maxWidth: 360 }}>
            <MenuItem value="trial">トライアル</MenuItem>
            <MenuItem value="approved">本契約</MenuItem>
          </FormTextField>
        </FormSection>
        <FormSection title="総合管理者">
          <PersonNameFields />
          <FormTextField<Values>
            name="email"
            label="メールアドレス"
            type="email"
            required
            autoComplete="off"
          />
        </FormSection>
        <OperatorRegistrationActions submitting={form.formState.isSubmitting} />
      </RegistrationForm>
    </OperatorRegistrationCard>
  );
}
