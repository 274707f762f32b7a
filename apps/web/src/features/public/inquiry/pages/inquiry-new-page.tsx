import {
  FILE_MESSAGES,
  FILE_PURPOSES,
  FILE_TYPES,
  formatFileSize,
  INQUIRY_BODY_MAX,
  INQUIRY_SUBJECT_MAX,
  InquiryKubun,
  type InquiryKubunValue,
  KUBUN_FIELDS,
  ZIssueInquiryRequest,
  ZPublicInquiryRequest,
} from '@mirume/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';
import { useCompanyUser } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  attachToInquiry,
  sendGeneralInquiry,
  sendIssueInquiry,
  uploadAttachment,
  useCheckKubun,
  useIssueTargets,
} from '../api/send-inquiry';

const ZForm = z
  .object({
    kubun: InquiryKubun.schema,
    name: z.string(),
    company_name: z.string(),
    email: z.string(),
    tel: z.string(),
    subject: z.string(),
    body: z.string(),
    link_id: z.number().nullable(),
    ticket_code: z.string(),
    website: z.string(),
    form_shown_at: z.number(),
  })
  .superRefine((v, ctx) => {
    // The shared request schemas decide, so the form and the API say the same thing.
    const result =
      v.kubun === 'diagnosis_issue'
        ? ZIssueInquiryRequest.safeParse({
            subject: v.subject,
            body: v.body,
            tel: v.tel,
            link_id: v.link_id,
            ticket_code: v.ticket_code,
          })
        : ZPublicInquiryRequest.safeParse(v);
    if (result.success) return;
    for (const issue of result.error.issues) {
      if (issue.path[0] === 'kubun' && v.kubun === 'diagnosis_issue') continue;
      ctx.addIssue({ code: 'custom', path: issue.path as (string | number)[], message: issue.message });
    }
  });
type FormInput = z.input<typeof ZForm>;
const FIELDS = [
  'kubun',
  'name',
  'company_name',
  'email',
  'tel',
  'subject',
  'body',
  'link_id',
  'ticket_code',
] as const;

const rule = FILE_PURPOSES.inquiry_attachment;

/**
 * /inquiry/new — the inquiry form, open signed out (from the login page, the footer) and signed in
 * (the trial banner, the footer; name, company and email come from the account). The 区分 decides
 * the fields (check_kubun); 受検のトラブル is tied to one of the company's links or tickets and
 * needs signing in. A hidden field and the time the form was shown keep robots out.
 */
export function InquiryNewPage() {
  const user = useCompanyUser();
  const signedIn = user !== null;
  const navigate = useNavigate();
  const shownAt = useRef(Date.now());
  const form = useZodForm(ZForm, {
    defaultValues: {
      kubun: signedIn && user.company_status === 'trial' ? 'contract' : 'service',
      name: user ? `${user.last_name} ${user.first_name}` : '',
      company_name: user?.company_name ?? '',
      email: user?.email ?? '',
      tel: '',
      subject: '',
      body: '',
      link_id: null,
      ticket_code: '',
      website: '',
      form_shown_at: shownAt.current,
    },
  });
  const kubun = useWatch({ control: form.control, name: 'kubun' }) ?? 'service';
  const checked = useCheckKubun(kubun);
  const need = checked.data?.data.fields ?? KUBUN_FIELDS[kubun];
  const note = checked.data?.data.note ?? KUBUN_FIELDS[kubun].note;
  const issue = kubun === 'diagnosis_issue';
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kubunOptions = InquiryKubun.options().filter(
    (o) => signedIn || !KUBUN_FIELDS[o.value].signed_in_only,
  );

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setSending(true);
    try {
      const key = file ? await uploadAttachment(file) : null;
      const created = issue
        ? await sendIssueInquiry({
            subject: v.subject,
            body: v.body,
            tel: v.tel,
            link_id: v.link_id,
            ticket_code: v.ticket_code,
          })
        : await sendGeneralInquiry(
            {
              kubun: v.kubun as Exclude<InquiryKubunValue, 'diagnosis_issue'>,
              name: v.name,
              email: v.email,
              company_name: v.company_name,
              tel: v.tel,
              subject: v.subject,
              body: v.body,
              website: v.website,
              form_shown_at: v.form_shown_at,
            },
            signedIn,
          );
      let attachmentFailed = false;
      if (key) {
        try {
          await attachToInquiry(key, created.data.id);
        } catch {
          attachmentFailed = true;
        }
      }
      navigate(paths.inquiryDone.getHref(), {
        state: { id: created.data.id, email: v.email, attachmentFailed },
      });
    } catch (error) {
      const applied = applyFieldErrors(error, form.setError, FIELDS);
      if (applied.length === 0) setFailure(errorMessage(error));
      setSending(false);
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Typography variant="h1">お問い合わせ</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          ご質問・ご要望をお送りください。担当者より、通常 2 営業日以内にメールでご連絡します。
          よくあるご質問は「よくあるご質問」のページでもご覧いただけます。
        </Typography>
      </Box>
      <FormProvider {...form}>
        <Card component="form" noValidate onSubmit={submit} aria-label="お問い合わせフォーム">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2.5}>
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              <Controller
                control={form.control}
                name="kubun"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    select
                    required
                    label="お問い合わせの区分"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  >
                    {kubunOptions.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {note ? <Alert severity="info">{note}</Alert> : null}
              {!signedIn ? (
                <Typography variant="body2" color="text.secondary">
                  受検のトラブル（診断リンク・チケット）についてのお問い合わせは、ログインしてから送信してください。
                </Typography>
              ) : null}
              <FormTextField<FormInput>
                name="name"
                label="お名前"
                required
                autoComplete="name"
                disabled={signedIn}
                helperText={signedIn ? 'アカウントのお名前で送信します' : undefined}
              />
              {need.company_name !== 'hidden' ? (
                <FormTextField<FormInput>
                  name="company_name"
                  label="企業名"
                  required={need.company_name === 'required'}
                  autoComplete="organization"
                  disabled={signedIn}
                />
              ) : null}
              <FormTextField<FormInput>
                name="email"
                label="メールアドレス"
                type="email"
                required
                autoComplete="email"
                disabled={signedIn}
                helperText={
                  signedIn ? 'アカウントのメールアドレスへ返信します' : '返信先のメールアドレスです'
                }
              />
              <FormTextField<FormInput>
                name="tel"
                label="電話番号"
                type="tel"
                required={need.tel === 'required'}
                autoComplete="tel"
              />
              {issue ? <IssueTargetFields /> : null}
              <FormTextField<FormInput>
                name="subject"
                label="件名"
                required
                slotProps={{ htmlInput: { maxLength: INQUIRY_SUBJECT_MAX } }}
              />
              <FormTextField<FormInput>
                name="body"
                label="お問い合わせ内容"
                required
                multiline
                minRows={6}
                slotProps={{ htmlInput: { maxLength: INQUIRY_BODY_MAX } }}
              />
              {signedIn ? (
                <Box>
                  <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                    ファイルを添付
                    <input
                      type="file"
                      hidden
                      accept={rule.types.join(',')}
                      onChange={(event) => {
                        const picked = event.target.files?.[0] ?? null;
                        event.target.value = '';
                        if (!picked) return;
                        if (picked.size > rule.maxBytes) setFileError(FILE_MESSAGES.tooLarge(rule.maxBytes));
                        else if (!(rule.types as readonly string[]).includes(picked.type)) {
                          setFileError(FILE_MESSAGES.unsupportedType(rule.types));
                        } else {
                          setFileError(null);
                          setFile(picked);
                        }
                      }}
                    />
                  </Button>
                  <Typography
                    variant="body2"
                    color={fileError ? 'error' : 'text.secondary'}
                    sx={{ mt: 1 }}
                    role={fileError ? 'alert' : undefined}
                  >
                    {fileError ??
                      (file
                        ? `${file.name}（${formatFileSize(file.size)}）`
                        : `任意・1ファイル ${formatFileSize(rule.maxBytes)} まで（${rule.types.map((t) => FILE_TYPES[t]).join('・')}）`)}
                  </Typography>
                  {file ? (
                    <Button size="small" onClick={() => setFile(null)} sx={{ mt: 0.5 }}>
                      添付を取り消す
                    </Button>
                  ) : null}
                </Box>
              ) : null}
              {/* A field people never see; robots fill it in. */}
              <Box
                aria-hidden="true"
                sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
              >
                <label>
                  ウェブサイト
                  <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
                </label>
              </Box>
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" size="large" disabled={sending}>
                  {sending ? '送信中…' : '送信する'}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </FormProvider>
    </Stack>
  );
}

/** 受検のトラブル: the link (by the examinee's name or address) or the ticket code it is about. */
function IssueTargetFields() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const targets = useIssueTargets(q, true);
  const options = targets.data?.data ?? [];
  return (
    <>
      <Controller<FormInput, 'link_id'>
        name="link_id"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={options}
            value={options.find((o) => o.link_id === field.value) ?? null}
            onChange={(_, value) => field.onChange(value?.link_id ?? null)}
            inputValue={search}
            onInputChange={(_, value) => setSearch(value)}
            filterOptions={(x) => x}
            getOptionLabel={(o) => `${o.name}（${o.email ?? 'メールなし'}）`}
            isOptionEqualToValue={(a, b) => a.link_id === b.link_id}
            noOptionsText="該当する診断リンクはありません"
            loading={targets.isFetching}
            renderInput={(params) => (
              <TextField
                {...params}
                label="対象の診断リンク（受検者の氏名・メールアドレスで検索）"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? '診断リンクまたはチケットコードのどちらかを指定してください'
                }
              />
            )}
          />
        )}
      />
      <FormTextField<FormInput>
        name="ticket_code"
        label="チケットコード"
        slotProps={{ htmlInput: { maxLength: 32 } }}
      />
    </>
  );
}
