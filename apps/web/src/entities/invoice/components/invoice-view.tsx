/**
 * An invoice as both areas show it: the heading facts, the lines, the amount per tax rate, the
 * totals, and the downloads (PDF, the lines' CSV, the examinees' CSV). The operator's page adds
 * its actions through `actions` and `lineActions`.
 */
import { DiagnosisType, InvoiceLineKind, type TInvoiceDetail, type TInvoiceLine } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useArea } from '@/lib/area';
import { paths } from '@/lib/paths';
import { downloadInvoiceFile, type InvoiceFile } from '../api/invoice';
import { billingMonthLabel, formatYen, slashDate } from '../lib/format';
import { InvoiceStatusChip } from './invoice-status-chip';

function Fact({ term, children, amount = false }: { term: string; children: ReactNode; amount?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary" sx={{ width: 130, flexShrink: 0 }}>
        {term}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 500, ...(amount ? { ml: 'auto', textAlign: 'right' } : {}) }}
      >
        {children}
      </Typography>
    </Box>
  );
}

interface InvoiceViewProps {
  invoice: TInvoiceDetail;
  /** Buttons above the lines (the operator's issue, paid, credit). */
  actions?: ReactNode;
  /** Buttons of one line (the operator's adjust or remove on a draft). */
  lineActions?: (line: TInvoiceLine) => ReactNode;
  /** Under the lines (the operator's 明細を追加). */
  afterLines?: ReactNode;
}

export function InvoiceView({ invoice, actions, lineActions, afterLines }: InvoiceViewProps) {
  const area = useArea();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<InvoiceFile | null>(null);
  const invoiceHref = (id: number) =>
    area.id === 'admin'
      ? paths.adminInvoice.getHref({ id: String(id) })
      : paths.invoice.getHref({ id: String(id) });
  const download = async (file: InvoiceFile) => {
    setBusy(file);
    try {
      await downloadInvoiceFile(area, invoice.id, file);
    } catch (err) {
      snackbar.show({ message: errorMessage(err), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const credit = invoice.kind === 'credit_note';

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">
          {credit ? '返還請求書' : '請求書'} {invoice.invoice_number}
        </Typography>
        <InvoiceStatusChip status={invoice.status} kind={invoice.kind} />
      </Box>

      {invoice.status === 'draft' ? (
        <Alert severity="warning">下書きです。発行するまで企業には表示されません。</Alert>
      ) : null}
      {invoice.credited_by ? (
        <Alert severity="info">
          この請求書は取り消されました（理由: {invoice.credit_reason}）。返還請求書{' '}
          <Link component={RouterLink} to={invoiceHref(invoice.credited_by.id)}>
            {invoice.credited_by.invoice_number}
          </Link>
          {invoice.replaced_by ? (
            <>
              、訂正後の請求書{' '}
              <Link component={RouterLink} to={invoiceHref(invoice.replaced_by.id)}>
                {invoice.replaced_by.invoice_number}
              </Link>
            </>
          ) : null}
          をご確認ください。
        </Alert>
      ) : null}

      <Card>
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="宛先">{invoice.recipient_name} 御中</Fact>
              <Fact term="対象月">{billingMonthLabel(invoice.billing_month)}</Fact>
              <Fact term="取引期間">
                {slashDate(invoice.period_start)}〜{slashDate(invoice.period_end)}
              </Fact>
              <Fact term="受検者数">{invoice.examinees_count.toLocaleString('ja-JP')}名</Fact>
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term={invoice.status === 'draft' ? '発行予定日' : '発行日'}>
                {slashDate(invoice.issue_date)}
              </Fact>
              {credit ? null : <Fact term="お支払期限">{slashDate(invoice.due_date)}</Fact>}
              {invoice.paid_on ? <Fact term="入金日">{slashDate(invoice.paid_on)}</Fact> : null}
              {invoice.credit_of ? (
                <Fact term="取消対象">
                  <Link component={RouterLink} to={invoiceHref(invoice.credit_of.id)}>
                    {invoice.credit_of.invoice_number}
                  </Link>
                </Fact>
              ) : null}
              {invoice.replaces ? (
                <Fact term="訂正前の請求書">
                  <Link component={RouterLink} to={invoiceHref(invoice.replaces.id)}>
                    {invoice.replaces.invoice_number}
                  </Link>
                </Fact>
              ) : null}
              <Fact term="請求金額（税込）">
                <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                  {formatYen(invoice.total)}
                </Box>
              </Fact>
            </Box>
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }} useFlexGap>
            <Button variant="contained" onClick={() => download('pdf')} disabled={busy !== null}>
              {busy === 'pdf' ? '作成中…' : 'PDFをダウンロード'}
            </Button>
            <Button variant="outlined" onClick={() => download('csv_billing')} disabled={busy !== null}>
              明細CSV
            </Button>
            <Button variant="outlined" onClick={() => download('csv_examinees')} disabled={busy !== null}>
              受検者一覧CSV
            </Button>
            {actions}
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            明細
          </Typography>
          <TableContainer>
            <Table
              size="small"
              sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
              aria-label="請求書の明細"
            >
              <TableHead>
                <TableRow>
                  <TableCell>区分</TableCell>
                  <TableCell>品目</TableCell>
                  <TableCell align="right">数量</TableCell>
                  <TableCell align="right">単価</TableCell>
                  <TableCell align="right">税率</TableCell>
                  <TableCell align="right">金額（税抜）</TableCell>
                  {lineActions ? <TableCell align="right">操作</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{InvoiceLineKind.label(line.kind)}</TableCell>
                    <TableCell>
                      {line.description}
                      {line.diagnosis_type &&
                      !line.description.includes(DiagnosisType.label(line.diagnosis_type))
                        ? `（${DiagnosisType.label(line.diagnosis_type)}）`
                        : ''}
                      {line.reason ? (
                        <Typography variant="body2" color="text.secondary">
                          調整理由: {line.reason}
                          {line.original_amount !== null
                            ? `（調整前 ${formatYen(line.original_amount)}）`
                            : ''}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{line.quantity.toLocaleString('ja-JP')}</TableCell>
                    <TableCell align="right">{formatYen(line.unit_price)}</TableCell>
                    <TableCell align="right">{line.tax_rate}%</TableCell>
                    <TableCell align="right">{formatYen(line.amount)}</TableCell>
                    {lineActions ? <TableCell align="right">{lineActions(line)}</TableCell> : null}
                  </TableRow>
                ))}
                {invoice.lines.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={lineActions ? 7 : 6}>明細はありません。</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          {afterLines}
          <Box component="dl" sx={{ mt: 3, ml: 'auto', maxWidth: 420 }}>
            {invoice.by_rate.map((r) => (
              <Box key={r.tax_rate}>
                <Fact term={`${r.tax_rate}%対象（税抜）`} amount>
                  {formatYen(r.taxable)}
                </Fact>
                <Fact term={`消費税（${r.tax_rate}%）`} amount>
                  {formatYen(r.tax)}
                </Fact>
              </Box>
            ))}
            <Fact term="小計（税抜）" amount>
              {formatYen(invoice.subtotal)}
            </Fact>
            <Fact term="消費税合計" amount>
              {formatYen(invoice.tax)}
            </Fact>
            <Fact term="合計（税込）" amount>
              {formatYen(invoice.total)}
            </Fact>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
            消費税は税率ごとの合計額に対して計算し、1円未満を切り捨てています。
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
