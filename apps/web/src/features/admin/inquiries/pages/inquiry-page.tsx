import {
  DiagnosisLinkStatus,
  formatDateTimeJa,
  formatFileSize,
  INQUIRY_BODY_MAX,
  InquiryKind,
  InquiryKubun,
  InquiryStatus,
  type InquiryStatusValue,
  type TAdminInquiry,
} from '@mirume/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { API_PREFIX, errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import {
  useAssignees,
  useInquiry,
  useReplyInquiry,
  useResendIssueMail,
  useUpdateInquiry,
} from '../api/inquiries';
import { InquiryStatusChip } from '../components/inquiry-status-chip';

const detailsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
  columnGap: 3,
  rowGap: 1,
  m: 0,
  '& dt': { color: 'text.secondary', fontWeight: 700 },
  '& dd': { m: 0, wordBreak: 'break-word' },
} as const;

/**
 * /admin/inquiries/:id — one inquiry: who sent what, status and assignee, the thread of replies,
 * replying by mail, and for an issue inquiry re-sending the examinee's diagnosis mail.
 */
export function InquiryPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { data, isPending, isError, error } = useInquiry(valid ? id : 0);

  if (!valid || (isError && isApiError(error) && error.status === 404)) return <NotFoundPage />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">お問い合わせ詳細</Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={360} aria-label="読み込み中" /> : null}
      {data ? <InquiryDetail inquiry={data.data} /> : null}
    </Stack>
  );
}

function InquiryDetail({ inquiry }: { inquiry: TAdminInquiry }) {
  const update = useUpdateInquiry(inquiry.id);
  const assignees = useAssignees();
  const snackbar = useSnackbar();

  const change = async (body: { status?: InquiryStatusValue; assignee_id?: number | null }) => {
    try {
      await update.mutateAsync(body);
      snackbar.show('patch');
    } catch (e) {
      snackbar.show({ message: errorMessage(e), severity: 'error' });
    }
  };

  return (
    <>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
          >
            <InquiryStatusChip status={inquiry.status} />
            <Typography variant="body2" color="text.secondary">
              No.{inquiry.id}・{formatDateTimeJa(inquiry.created_at)}・{InquiryKind.label(inquiry.kind)}
            </Typography>
          </Stack>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            {inquiry.subject}
          </Typography>
          <Box component="dl" sx={detailsSx}>
            <dt>区分</dt>
            <dd>{InquiryKubun.label(inquiry.kubun)}</dd>
            <dt>お名前</dt>
            <dd>{inquiry.name}</dd>
            <dt>企業名</dt>
            <dd>
              {inquiry.company_id ? (
                <Link
                  component={RouterLink}
                  to={paths.adminCompany.getHref({ companyId: inquiry.company_id })}
                >
                  {inquiry.company_name}
                </Link>
              ) : (
                (inquiry.company_name ?? '-')
              )}
              {inquiry.signed_in ? '（ログイン中に送信）' : '（未ログインで送信）'}
            </dd>
            <dt>メールアドレス</dt>
            <dd>
              <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
            </dd>
            <dt>電話番号</dt>
            <dd>{inquiry.tel ?? '-'}</dd>
            {inquiry.ticket_code ? (
              <>
                <dt>チケットコード</dt>
                <dd>{inquiry.ticket_code}</dd>
              </>
            ) : null}
            {inquiry.attachment ? (
              <>
                <dt>添付ファイル</dt>
                <dd>
                  <Link
                    href={`${API_PREFIX}/admin/file_attached/download?${new URLSearchParams({ key: inquiry.attachment.key })}`}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <AttachFileIcon fontSize="small" />
                    {inquiry.attachment.file_name}
                    {inquiry.attachment.size_bytes
                      ? `（${formatFileSize(inquiry.attachment.size_bytes)}）`
                      : ''}
                  </Link>
                </dd>
              </>
            ) : null}
          </Box>
          <Typography
            component="div"
            sx={{
              mt: 3,
              p: 2,
              bgcolor: 'grey.50',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {inquiry.body}
          </Typography>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
            対応
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label="対応状況"
              value={inquiry.status}
              disabled={update.isPending}
              onChange={(event) => void change({ status: event.target.value as InquiryStatusValue })}
              sx={{ minWidth: 180 }}
            >
              {InquiryStatus.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="担当者"
              value={inquiry.assignee_id ?? ''}
              disabled={update.isPending || !assignees.data}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              onChange={(event) =>
                void change({ assignee_id: event.target.value === '' ? null : Number(event.target.value) })
              }
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">担当者なし</MenuItem>
              {(assignees.data?.data ?? []).map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {inquiry.kind === 'issue' ? <IssueTarget inquiry={inquiry} /> : null}
        </CardContent>
      </Card>

      <Thread inquiry={inquiry} />
    </>
  );
}

function IssueTarget({ inquiry }: { inquiry: TAdminInquiry }) {
  const resend = useResendIssueMail(inquiry.id);
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const link = inquiry.link;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        対象の診断リンク
      </Typography>
      {link ? (
        <>
          <Box component="dl" sx={detailsSx}>
            <dt>受検者</dt>
            <dd>{link.name}</dd>
            <dt>送信先</dt>
            <dd>{link.email ?? '-'}</dd>
            <dt>状態</dt>
            <dd>
              {DiagnosisLinkStatus.labels[link.status as keyof typeof DiagnosisLinkStatus.labels] ??
                link.status}
            </dd>
            <dt>受検期限</dt>
            <dd>{formatDateTimeJa(link.deadline)}</dd>
            <dt>再送回数</dt>
            <dd>{link.sent_count}回</dd>
          </Box>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            sx={{ mt: 2 }}
            disabled={!link.email || link.status === 'completed'}
            onClick={() => setAsking(true)}
          >
            受検者へ診断メールを再送
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">
          {inquiry.ticket_code
            ? `チケットコード ${inquiry.ticket_code} についてのお問い合わせです。`
            : '対象の診断リンクはありません。'}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        title="診断メールの再送"
        confirmLabel="再送する"
        pending={resend.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await resend.mutateAsync(undefined);
            snackbar.show('send_mail');
          } catch (e) {
            snackbar.show({ message: errorMessage(e), severity: 'error' });
          }
          setAsking(false);
        }}
      >
        {link
          ? `${link.name}さん（${link.email ?? ''}）へ新しい受検リンクをメールで送ります。以前のリンクは使えなくなります。`
          : ''}
      </ConfirmDialog>
    </Box>
  );
}

function Thread({ inquiry }: { inquiry: TAdminInquiry }) {
  const reply = useReplyInquiry(inquiry.id);
  const snackbar = useSnackbar();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          やりとり
        </Typography>
        {inquiry.messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            まだ返信していません。
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {inquiry.messages.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{
                  p: 2,
                  borderRadius: 1,
                  bgcolor: m.direction === 'outbound' ? '#EEF4FF' : 'grey.50',
                  borderLeft: 4,
                  borderColor: m.direction === 'outbound' ? 'primary.main' : 'grey.400',
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {m.direction === 'outbound' ? 'メールで返信' : '対応記録'}・{m.author}・
                  {formatDateTimeJa(m.created_at)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.body}</Typography>
              </Box>
            ))}
          </Stack>
        )}
        <TextField
          label={`${inquiry.email} への返信`}
          multiline
          minRows={5}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? '送信するとメールで届き、このやりとりに記録されます。'}
          slotProps={{ htmlInput: { maxLength: INQUIRY_BODY_MAX } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={() => {
              if (text.trim() === '') setFieldError('入力必須です');
              else setAsking(true);
            }}
          >
            メールで返信
          </Button>
        </Stack>
        <ConfirmDialog
          open={asking}
          title="返信メールの送信"
          confirmLabel="送信する"
          pending={reply.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await reply.mutateAsync({ body: text });
              snackbar.show('send_mail');
              setText('');
            } catch (e) {
              const field = isApiError(e) ? e.fieldErrors.body?.[0] : undefined;
              if (field) setFieldError(field);
              else snackbar.show({ message: errorMessage(e), severity: 'error' });
            }
            setAsking(false);
          }}
        >
          {`${inquiry.name} 様（${inquiry.email}）へ返信メールを送信します。`}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
