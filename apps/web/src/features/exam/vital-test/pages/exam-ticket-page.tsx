/**
 * /exam/ticket — an examinee without an e-mailed link redeems a ticket code from a printed sheet
 * (`?code=` comes filled in from the sheet's QR code) with name, kana and e-mail, and continues at
 * the test the ticket opens.
 */
import {
  TICKET_EXPIRED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_USED_MESSAGE,
  type TTicketRedeemRequest,
  ZTicketRedeemRequest,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useRedeemTicket } from '../api/redeem-ticket';
import { ExamShell } from '../components/exam-shell';

type Values = TTicketRedeemRequest;
const FIELDS = ['code', 'last_name', 'first_name', 'kana_last_name', 'kana_first_name', 'email'] as const;

/** The ticket's own refusals, worded once in the shared contract, by status. */
const TICKET_REFUSALS: Readonly<Record<number, string>> = {
  404: TICKET_NOT_FOUND_MESSAGE,
  409: TICKET_USED_MESSAGE,
  410: TICKET_EXPIRED_MESSAGE,
};

export function ExamTicketPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redeem = useRedeemTicket();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(ZTicketRedeemRequest, {
    defaultValues: {
      code: params.get('code') ?? '',
      last_name: '',
      first_name: '',
      kana_last_name: '',
      kana_first_name: '',
      email: '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token } = await redeem.mutateAsync(values);
      navigate(paths.exam.getHref({ token }));
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length > 0) return;
      const refusal = isApiError(error) ? TICKET_REFUSALS[error.status] : undefined;
      if (refusal) form.setError('code', { type: 'server', message: refusal }, { shouldFocus: true });
      else setFormError(errorMessage(error));
    }
  });

  return (
    <ExamShell>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: 640, width: '100%', mx: 'auto' }}
      >
        <Typography variant="h1">チケットで受検する</Typography>
        <Typography sx={{ mt: 1 }}>
          お手元の診断チケットに記載のチケットコードと、お名前・メールアドレスを入力してください。
        </Typography>
        <FormProvider {...form}>
          <Stack
            component="form"
            noValidate
            onSubmit={submit}
            spacing={2.5}
            sx={{ mt: 3 }}
            aria-label="チケット入力フォーム"
          >
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            <FormTextField<Values>
              name="code"
              label="チケットコード"
              required
              placeholder="AB2CD-3EF4G"
              helperText="10文字の英数字です（ハイフンはなくてもかまいません）"
              autoComplete="off"
              slotProps={{
                htmlInput: { autoCapitalize: 'characters', spellCheck: false, inputMode: 'text' },
              }}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
              <FormTextField<Values> name="last_name" label="姓" required autoComplete="family-name" />
              <FormTextField<Values> name="first_name" label="名" required autoComplete="given-name" />
              <FormTextField<Values> name="kana_last_name" label="セイ" required placeholder="ヤマダ" />
              <FormTextField<Values> name="kana_first_name" label="メイ" required placeholder="タロウ" />
            </Box>
            <FormTextField<Values>
              name="email"
              label="メールアドレス"
              type="email"
              required
              autoComplete="email"
              helperText="受検に関するご連絡に使われることがあります"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={form.formState.isSubmitting}
              sx={{ minHeight: 52 }}
            >
              受検を始める
            </Button>
          </Stack>
        </FormProvider>
      </Paper>
    </ExamShell>
  );
}
