/**
 * /admin/billing-years — 契約期限通知: contracts ending within a chosen window (and active ones
 * past their end), soonest first; renew (a later end date) or end; send the contract-end notice to
 * the company's 総合管理者 — once per end date unless the operator chooses to send it again.
 */
import { ContractPlan, ContractStatus, type TBillingYearRow } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { slashDate } from '@/entities/invoice/lib/format';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useBillingYearChange, useBillingYears } from '../api/contracts';

const WINDOWS = [30, 60, 90, 180, 365];

const addYear = (d: string) => {
  const date = new Date(`${d}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

type Dialogs = { kind: 'renew' | 'end' | 'mail'; row: TBillingYearRow } | null;

function DaysLeft({ row }: { row: TBillingYearRow }) {
  if (row.status === 'ended') return <Chip size="small" label="終了" />;
  if (row.days_left < 0) return <Chip size="small" color="error" label={`${-row.days_left}日超過`} />;
  return (
    <Chip
      size="small"
      color={row.days_left <= 30 ? 'warning' : 'default'}
      label={row.days_left === 0 ? '本日まで' : `あと${row.days_left}日`}
    />
  );
}

export function BillingYearsPage() {
  const snackbar = useSnackbar();
  const [within, setWithin] = useState(60);
  const [status, setStatus] = useState<'active' | 'ended' | 'all'>('active');
  const [q, setQ] = useState('');
  const debouncedQ = useDebouncedValue(q, 300);
  const [page, setPage] = useState(0);
  const [per, setPer] = useState(50);
  const list = useBillingYears({ page: page + 1, per, within_days: within, status, q: debouncedQ });
  const change = useBillingYearChange();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [endDate, setEndDate] = useState('');
  const [endDateError, setEndDateError] = useState<string | null>(null);
  const close = () => {
    setDialog(null);
    setEndDateError(null);
  };
  const done = (message: Parameters<typeof snackbar.show>[0]) => {
    snackbar.show(message);
    close();
  };
  const fail = (err: unknown) => {
    const field = isApiError(err) ? err.fieldErrors.end_date?.[0] : undefined;
    if (field) setEndDateError(field);
    else {
      snackbar.show({ message: errorMessage(err), severity: 'error' });
      close();
    }
  };
  const alreadySent = dialog?.kind === 'mail' && dialog.row.end_notice_end_date === dialog.row.end_date;

  return (
    <Stack spacing={3}>
      <Typography variant="h1">契約期限通知</Typography>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            <TextField
              select
              size="small"
              label="終了までの期間"
              value={within}
              onChange={(e) => {
                setWithin(Number(e.target.value));
                setPage(0);
              }}
              sx={{ minWidth: 160 }}
            >
              {WINDOWS.map((d) => (
                <MenuItem key={d} value={d}>
                  {d}日以内
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="契約の状態"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as typeof status);
                setPage(0);
              }}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="active">契約中</MenuItem>
              <MenuItem value="ended">契約終了</MenuItem>
              <MenuItem value="all">すべて</MenuItem>
            </TextField>
            <TextField label="企業名" size="small" value={q} onChange={(e) => setQ(e.target.value)} />
          </Stack>
          {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
          <TableContainer>
            <Table
              size="small"
              sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
              aria-label="契約の一覧"
            >
              <TableHead>
                <TableRow>
                  <TableCell>企業</TableCell>
                  <TableCell>プラン</TableCell>
                  <TableCell>契約期間</TableCell>
                  <TableCell>残り</TableCell>
                  <TableCell>終了通知</TableCell>
                  <TableCell align="right">操作</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data?.items.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={paths.adminCompanyContract.getHref({ companyId: String(row.company_id) })}
                      >
                        {row.company_name}
                      </Link>
                    </TableCell>
                    <TableCell>{ContractPlan.label(row.plan)}</TableCell>
                    <TableCell>
                      {slashDate(row.start_date)}〜{slashDate(row.end_date)}
                      {row.status === 'ended' ? `（${ContractStatus.label('ended')}）` : ''}
                    </TableCell>
                    <TableCell>
                      <DaysLeft row={row} />
                    </TableCell>
                    <TableCell>
                      {row.end_notice_sent_at && row.end_notice_end_date === row.end_date ? (
                        <Typography variant="body2">
                          送信済み（
                          {new Date(row.end_notice_sent_at).toLocaleString('ja-JP', {
                            timeZone: 'Asia/Tokyo',
                            dateStyle: 'short',
                            timeStyle: 'short',
                          })}
                          、{row.end_notice_sent_by_name}）
                        </Typography>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          未送信
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => setDialog({ kind: 'mail', row })}>
                          通知メール
                        </Button>
                        <Button
                          size="small"
                          onClick={() => {
                            setEndDate(addYear(row.end_date));
                            setDialog({ kind: 'renew', row });
                          }}
                        >
                          更新
                        </Button>
                        {row.status === 'active' ? (
                          <Button size="small" color="error" onClick={() => setDialog({ kind: 'end', row })}>
                            終了
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
                {list.data && list.data.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6}>{within}日以内に終了する契約はありません。</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page}
            rowsPerPage={per}
            rowsPerPageOptions={[50, 100]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setPer(Number(e.target.value));
              setPage(0);
            }}
            labelDisplayedRows={displayedRows}
            {...PAGINATION_LABELS}
          />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={dialog?.kind === 'mail'}
        title={alreadySent ? '終了通知メールの再送信' : '終了通知メールの送信'}
        confirmLabel={alreadySent ? '再送信する' : '送信する'}
        pending={change.isPending}
        onCancel={close}
        onConfirm={() =>
          dialog &&
          change.mutate(
            { id: dialog.row.id, mail: { resend: alreadySent } },
            { onSuccess: () => done('send_mail'), onError: fail },
          )
        }
      >
        {alreadySent
          ? `この契約期間の終了通知は ${dialog?.row.end_notice_sent_by_name ?? ''} さんが送信済みです。もう一度送信しますか？`
          : `${dialog?.row.company_name ?? ''} の総合管理者に、契約期間満了（${slashDate(dialog?.row.end_date)}）のお知らせを送信します。`}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === 'end'}
        title="契約の終了"
        confirmLabel="終了にする"
        destructive
        pending={change.isPending}
        onCancel={close}
        onConfirm={() =>
          dialog &&
          change.mutate(
            { id: dialog.row.id, update: { action: 'end' } },
            { onSuccess: () => done('update'), onError: fail },
          )
        }
      >
        {dialog?.row.company_name} の契約を {slashDate(dialog?.row.end_date)}{' '}
        で終了とします。終了後の月は請求されません。
      </ConfirmDialog>

      <Dialog
        open={dialog?.kind === 'renew'}
        onClose={change.isPending ? undefined : close}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle sx={{ fontWeight: 700 }}>契約の更新</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {dialog?.row.company_name}（現在の終了日 {slashDate(dialog?.row.end_date)}）
          </Typography>
          <TextField
            label="新しい終了日"
            type="date"
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            error={Boolean(endDateError)}
            helperText={endDateError ?? ' '}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={change.isPending}>
            キャンセル
          </Button>
          <Button
            variant="contained"
            disabled={change.isPending}
            onClick={() =>
              dialog &&
              change.mutate(
                { id: dialog.row.id, update: { action: 'renew', end_date: endDate } },
                { onSuccess: () => done('update'), onError: fail },
              )
            }
          >
            更新する
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
