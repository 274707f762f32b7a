import { formatDateJa, GLOSSARY, type TAdminCompanyRow } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useCompanyAdminAction } from '@/entities/company/api/company-admin-action';
import { useAdminCompanies } from '@/entities/company/api/get-companies';
import { type OnboardingAction, onboardingActionsFor } from '@/entities/company/lib/onboarding-actions';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const QUEUE_SIZE = 20;

const STEPS = [
  {
    status: 'temp_registration',
    title: 'メール認証待ち',
    hint: `申込者がメールのリンクを開くと「${GLOSSARY.awaitingApproval}」に移ります。`,
    empty: 'メール認証待ちの企業はありません。',
  },
  {
    status: 'email_authenticated',
    title: GLOSSARY.awaitingApproval,
    hint: '承認するとトライアルで利用を開始できます。',
    empty: `${GLOSSARY.awaitingApproval}の企業はありません。`,
  },
  {
    status: 'trial',
    title: 'トライアル中',
    hint: '本契約の手続きが済んだら切り替えてください。',
    empty: 'トライアル中の企業はありません。',
  },
] as const;

type Pending = { row: TAdminCompanyRow; action: OnboardingAction } | null;

function QueueRow({ row, onAction }: { row: TAdminCompanyRow; onAction: (a: OnboardingAction) => void }) {
  const admin = row.first_admin;
  const actions = onboardingActionsFor(row);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.adminCompany.getHref({ companyId: row.id })}
          sx={{ fontWeight: 700 }}
        >
          {row.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {admin ? `${admin.name}（${admin.email}）` : '総合管理者が登録されていません'}・
          {formatDateJa(row.created_at)}
          登録
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {actions.map((a) => (
          <Button
            key={`${a.action}-${a.label}`}
            size="small"
            variant={a.primary ? 'contained' : 'outlined'}
            onClick={() => onAction(a)}
            aria-label={`${a.label}（${row.name}）`}
          >
            {a.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

function QueueSection({
  step,
  onAction,
}: {
  step: (typeof STEPS)[number];
  onAction: (row: TAdminCompanyRow, a: OnboardingAction) => void;
}) {
  const { data, isPending, isError, error } = useAdminCompanies({
    page: 1,
    per: QUEUE_SIZE,
    status: step.status,
  });
  const list = data?.data;
  const headingId = `onboarding-${step.status}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {step.title}
        {list ? `（${list.total.toLocaleString('ja-JP')}件）` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {step.hint}
      </Typography>
      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={56} /> : null}
      {list && list.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {step.empty}
        </Typography>
      ) : null}
      {list && list.items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={step.title}>
          {list.items.map((row) => (
            <QueueRow key={row.id} row={row} onAction={(a) => onAction(row, a)} />
          ))}
        </Box>
      ) : null}
      {list && list.total > list.items.length ? (
        <Typography variant="caption" color="text.secondary">
          ほか{(list.total - list.items.length).toLocaleString('ja-JP')}件は企業一覧で確認できます。
        </Typography>
      ) : null}
    </Box>
  );
}

/** What awaits the operator at each onboarding step, with the step's actions. */
export function OnboardingQueue() {
  const [pending, setPending] = useState<Pending>(null);
  const run = useCompanyAdminAction();
  const snackbar = useSnackbar();

  const confirm = async () => {
    if (!pending?.row.first_admin) return;
    try {
      await run.mutateAsync({
        companyId: pending.row.id,
        companyAdminId: pending.row.first_admin.id,
        action: pending.action.action,
      });
      snackbar.show(pending.action.action === 'reissue' ? 'send_mail' : 'patch');
    } catch (error) {
      snackbar.show({ message: errorMessage(error), severity: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="onboarding-title" sx={{ p: 3 }}>
      <Typography id="onboarding-title" variant="h2" sx={{ mb: 2 }}>
        審査・手続き待ちの企業
      </Typography>
      <Stack spacing={3}>
        {STEPS.map((step) => (
          <QueueSection
            key={step.status}
            step={step}
            onAction={(row, action) => setPending({ row, action })}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action.title ?? ''}
        confirmLabel={pending?.action.confirmLabel ?? ''}
        pending={run.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {pending ? (
          <>
            <Box component="strong" sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
              {pending.row.name}
            </Box>
            {pending.action.description}
            {pending.row.first_admin ? (
              <Box sx={{ mt: 1 }}>送信先：{pending.row.first_admin.email}</Box>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
