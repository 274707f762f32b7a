/**
 * /admin/invoices — every company's invoices: the monthly run (with its progress), filters by
 * month, status and company name, the totals per month, and the list CSV.
 */
import { addMonths, BillingRunStatus, billingMonthLabel, formatYen, InvoiceStatus } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterSelect } from '@/components/form/filter-select';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { InvoiceTable } from '@/entities/invoice/components/invoice-table';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  downloadAdminInvoicesCsv,
  useAdminBillings,
  useBillingRuns,
  useStartBillingRun,
} from '../api/billing';

const lastMonth = addMonths(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7), -1);
const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('ja-JP', {
        timeZone: 'Asia/Tokyo',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : '—';

function BillingRunCard() {
  const snackbar = useSnackbar();
  const runs = useBillingRuns();
  const start = useStartBillingRun();
  const [month, setMonth] = useState(lastMonth);
  const [confirm, setConfirm] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const running = runs.data?.some((r) => r.status === 'queued' || r.status === 'running');

  const run = () =>
    start.mutate(month, {
      onSuccess: () => {
        setFieldError(null);
        snackbar.show({
          message: `${billingMonthLabel(month)}の請求書の作成を開始しました`,
          severity: 'success',
        });
      },
      onError: (err) => {
        const field = isApiError(err) ? err.fieldErrors.month?.[0] : undefined;
        setFieldError(field ?? null);
        if (!field) snackbar.show({ message: errorMessage(err), severity: 'error' });
      },
      onSettled: () => setConfirm(false),
    });

  return (
    <Card component="section" aria-labelledby="billing-run-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="billing-run-title" variant="h2" sx={{ mb: 1 }}>
          月次の請求書作成
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          毎月1日 3:00
          に前月分が自動で作成されます。締めた月を指定して手動で作成することもできます（作成済みの企業は重複しません）。作成された請求書は下書きです。確認・調整のうえ発行してください。
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="対象月"
            type="month"
            size="small"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="contained"
            onClick={() => setConfirm(true)}
            disabled={!month || start.isPending || running}
          >
            請求書を作成
          </Button>
        </Stack>
        {runs.data && runs.data.length > 0 ? (
          <TableContainer sx={{ mt: 1 }}>
            <Table
              size="small"
              sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
              aria-label="請求書作成の履歴"
            >
              <TableHead>
                <TableRow>
                  <TableCell>対象月</TableCell>
                  <TableCell>状態</TableCell>
                  <TableCell align="right">作成</TableCell>
                  <TableCell align="right">作成済み</TableCell>
                  <TableCell>実行者</TableCell>
                  <TableCell>開始</TableCell>
                  <TableCell>終了</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.data.slice(0, 5).map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{billingMonthLabel(r.month)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={BillingRunStatus.label(r.status)}
                        color={r.status === 'failed' ? 'error' : r.status === 'done' ? 'success' : 'default'}
                      />
                      {r.error ? (
                        <Typography variant="body2" color="error">
                          {r.error}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{r.created_count}件</TableCell>
                    <TableCell align="right">{r.existing_count}件</TableCell>
                    <TableCell>{r.requested_by_name ?? '自動'}</TableCell>
                    <TableCell>{dateTime(r.started_at)}</TableCell>
                    <TableCell>{dateTime(r.finished_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirm}
        title="請求書の作成"
        confirmLabel="作成する"
        pending={start.isPending}
        onConfirm={run}
        onCancel={() => setConfirm(false)}
      >
        {billingMonthLabel(month || lastMonth)}の請求書（下書き）を、契約中の企業ごとに作成します。
      </ConfirmDialog>
    </Card>
  );
}

export function AllInvoicesPage() {
  const snackbar = useSnackbar();
  const [month, setMonth] = useState('');
  const [status, setStatus] = useState<string>('');
  const [q, setQ] = useState('');
  const debouncedQ = useDebouncedValue(q, 300);
  const [page, setPage] = useState(0);
  const [per, setPer] = useState(50);
  const list = useAdminBillings({
    page: page + 1,
    per,
    month: month || undefined,
    status: status || undefined,
    q: debouncedQ,
  });

  const exportCsv = async () => {
    try {
      await downloadAdminInvoicesCsv({ month: month || undefined, status: status || undefined }, 'utf8');
    } catch (err) {
      snackbar.show({ message: errorMessage(err), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          請求書
        </Typography>
        <Button component={RouterLink} to={paths.adminBillingYears.getHref()} variant="outlined">
          契約期限通知
        </Button>
      </Box>

      <BillingRunCard />

      <Card component="section" aria-labelledby="admin-invoices-title">
        <CardContent sx={{ p: 3 }}>
          <Typography id="admin-invoices-title" variant="h2" sx={{ mb: 2 }}>
            請求書の一覧
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
          >
            <TextField
              label="対象月"
              type="month"
              size="small"
              value={month}
              onChange={(e) => {
                setMonth(e.target.value);
                setPage(0);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box sx={{ minWidth: 140, '& .MuiTextField-root': { width: '100%' } }}>
              <FilterSelect
                label="状態"
                value={status}
                options={InvoiceStatus.options()}
                onChange={(v) => {
                  setStatus(v);
                  setPage(0);
                }}
              />
            </Box>
            <TextField
              label="企業名"
              size="small"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(0);
              }}
            />
            <Button variant="outlined" onClick={exportCsv} sx={{ ml: 'auto' }}>
              CSVダウンロード
            </Button>
          </Stack>
          {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}

          {list.data && list.data.month_totals.length > 0 ? (
            <TableContainer sx={{ mb: 3 }}>
              <Table
                size="small"
                sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
                aria-label="月ごとの合計"
              >
                <TableHead>
                  <TableRow>
                    <TableCell>対象月</TableCell>
                    <TableCell align="right">件数</TableCell>
                    <TableCell align="right">小計（税抜）</TableCell>
                    <TableCell align="right">消費税</TableCell>
                    <TableCell align="right">合計（税込）</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.month_totals.map((t) => (
                    <TableRow key={t.month}>
                      <TableCell>{billingMonthLabel(t.month)}</TableCell>
                      <TableCell align="right">{t.count}件</TableCell>
                      <TableCell align="right">{formatYen(t.subtotal)}</TableCell>
                      <TableCell align="right">{formatYen(t.tax)}</TableCell>
                      <TableCell align="right">{formatYen(t.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}

          <InvoiceTable
            items={list.data?.items}
            isPending={list.isPending}
            href={(id) => paths.adminInvoice.getHref({ id: String(id) })}
            reader="operator"
            empty="条件に合う請求書はありません。"
            total={list.data?.total ?? 0}
            page={page}
            per={per}
            perOptions={[50, 100, 200]}
            onPage={(p, n) => {
              setPer(n);
              setPage(p);
            }}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
