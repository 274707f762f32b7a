import {
  AGREE_TERMS_MESSAGE,
  GLOSSARY,
  withPasswordConfirmation,
  ZCompanySignUpFields,
} from '@mirume/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormSection } from '@/components/form/form-section';
import { FormTextField } from '@/components/form/form-text-field';
import { PasswordField } from '@/components/form/password-field';
import { PersonNameFields, RegistrationForm } from '@/components/form/registration-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';

/** The API's schema; the checkbox starts unticked, so the form holds a boolean until it is ticked. */
const ZSignupForm = withPasswordConfirmation(
  ZCompanySignUpFields.extend({
    agree_terms: z.boolean().refine((v) => v, { message: AGREE_TERMS_MESSAGE }),
  }),
);
type Values = z.input<typeof ZSignupForm>;

const FIELDS = [
  'company_name',
  'daihyo_name',
  'last_name',
  'first_name',
  'kana_last_name',
  'kana_first_name',
  'email',
  'tel',
  'password',
  'password_confirmation',
  'agree_terms',
] as const satisfies readonly (keyof Values)[];

/** /signup — a company applies for an account; the operator reviews it after the address is confirmed. */
export function SignupPage() {
  const signUp = useSignUp();
  const form = useZodForm(ZSignupForm, {
    defaultValues: {
      company_name: '',
      daihyo_name: '',
      last_name: '',
      first_name: '',
      kana_last_name: '',
      kana_first_name: '',
      email: '',
      tel: '',
      password: '',
      password_confirmation: '',
      agree_terms: false,
    },
  });
  const agreed = form.watch('agree_terms') === true;

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1 }}>
        新規登録
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        必要事項を入力してお申し込みください。ご登録のメールアドレスに認証用のメールをお送りします。
      </Typography>
      <RegistrationForm
        form={form}
        fields={FIELDS}
        label="新規登録フォーム"
        onSubmit={(values) => signUp.mutateAsync({ ...values, agree_terms: true })}
      >
        <FormSection title="企業情報">
          <FormTextField<Values>
            name="company_name"
            label={GLOSSARY.companyName}
            required
            autoComplete="organization"
          />
          <FormTextField<Values> name="daihyo_name" label="代表者名" required helperText="例：山田 太郎" />
        </FormSection>

        <FormSection title="ご担当者">
          <PersonNameFields autoComplete />
          <FormTextField<Values>
            name="email"
            label="メールアドレス"
            type="email"
            required
            autoComplete="email"
            helperText="ログインIDになります。認証メールをこのアドレスにお送りします。"
          />
          <FormTextField<Values>
            name="tel"
            label="電話番号"
            type="tel"
            required
            autoComplete="tel"
            helperText="例：03-1234-5678（ハイフンは省略できます）"
          />
        </FormSection>

        <FormSection title="ログイン情報">
          <PasswordField<Values>
            name="password"
            label="パスワード"
            required
            autoComplete="new-password"
            helperText="半角英数字・記号で8文字以上"
          />
          <PasswordField<Values>
            name="password_confirmation"
            label="パスワード（確認）"
            required
            autoComplete="new-password"
          />
        </FormSection>

        <Divider />

        <Box>
          <Controller
            control={form.control}
            name="agree_terms"
            render={({ field, fieldState }) => (
              <>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    />
                  }
                  label="利用規約に同意する"
                />
                <Link
                  href={paths.terms.getHref()}
                  target="_blank"
                  rel="noopener"
                  underline="always"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  利用規約を読む
                  <OpenInNewIcon fontSize="inherit" titleAccess="新しいタブで開きます" />
                </Link>
                {fieldState.error?.message ? (
                  <FormHelperText error>{fieldState.error.message}</FormHelperText>
                ) : null}
              </>
            )}
          />
        </Box>

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!agreed}
          loading={form.formState.isSubmitting}
        >
          同意して登録する
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          すでにアカウントをお持ちの方は
          <Link component={RouterLink} to={paths.login.getHref()} underline="always" sx={{ ml: 0.5 }}>
            ログイン
          </Link>
        </Typography>
      </RegistrationForm>
    </Paper>
  );
}
