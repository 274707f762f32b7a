/** /invoices — the company's invoices with the contract period and the yearly CSVs. */
import { ContractPlan, ContractStatus } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { InvoiceTable } from '@/entities/invoice/components/invoice-table';
import { slashDate } from '@/entities/invoice/lib/format';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { downloadYearCsv, useBillings, useDateContract } from '../api/billings';

const thisYear = Number(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 4));
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - i);

export function InvoicesPage() {
  const snackbar = useSnackbar();
  const [year, setYear] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const [per, setPer] = useState(20);
  const [exportYear, setExportYear] = useState(thisYear);
  const [encoding, setEncoding] = useState<'utf8' | 'sjis'>('utf8');
  const list = useBillings({ page: page + 1, per, ...(year ? { year } : {}) });
  const contract = useDateContract();

  const exportCsv = async (kind: 'export_billings_list_of_year' | 'export_examinees_list_of_year') => {
    try {
      await downloadYearCsv(kind, exportYear, encoding);
    } catch (err) {
      snackbar.show({ message: errorMessage(err), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h1">請求書</Typography>

      <Card component="section" aria-labelledby="contract-title">
        <CardContent sx={{ p: 3 }}>
          <Typography id="contract-title" variant="h2" sx={{ mb: 1 }}>
            ご契約
          </Typography>
          {contract.isPending ? (
            <Skeleton width={320} />
          ) : contract.data ? (
            <Typography>
              {ContractPlan.label(contract.data.plan)}　契約期間 {slashDate(contract.data.start_date)}〜
              {slashDate(contract.data.end_date)}（{ContractStatus.label(contract.data.status)}）
            </Typography>
          ) : (
            <Typography color="text.secondary">ご契約の情報はまだありません。</Typography>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="invoices-title">
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Typography id="invoices-title" variant="h2" sx={{ flexGrow: 1 }}>
              請求書の一覧
            </Typography>
            <FormControl size="small" sx={{ minWidth: 140 }}>
              <InputLabel id="invoice-year-label">年</InputLabel>
              <Select
                labelId="invoice-year-label"
                label="年"
                value={year}
                onChange={(e) => {
                  setYear(String(e.target.value) === '' ? '' : Number(e.target.value));
                  setPage(0);
                }}
              >
                <MenuItem value="">すべて</MenuItem>
                {YEARS.map((y) => (
                  <MenuItem key={y} value={y}>
                    {y}年
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Box>
          {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
          <InvoiceTable
            items={list.data?.items}
            isPending={list.isPending}
            href={(id) => paths.invoice.getHref({ id: String(id) })}
            reader="company"
            empty="請求書はまだありません。"
            total={list.data?.total ?? 0}
            page={page}
            per={per}
            perOptions={[20, 50, 100]}
            onPage={(p, n) => {
              setPer(n);
              setPage(p);
            }}
          />
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="exports-title">
        <CardContent sx={{ p: 3 }}>
          <Typography id="exports-title" variant="h2" sx={{ mb: 2 }}>
            年間のCSV
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <FormControl size="small" sx={{ minWidth: 120 }}>
              <InputLabel id="export-year-label">対象年</InputLabel>
              <Select
                labelId="export-year-label"
                label="対象年"
                value={exportYear}
                onChange={(e) => setExportYear(Number(e.target.value))}
              >
                {YEARS.map((y) => (
                  <MenuItem key={y} value={y}>
                    {y}年
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel id="export-encoding-label">文字コード</InputLabel>
              <Select
                labelId="export-encoding-label"
                label="文字コード"
                value={encoding}
                onChange={(e) => setEncoding(e.target.value as 'utf8' | 'sjis')}
              >
                <MenuItem value="utf8">UTF-8（BOM付き）</MenuItem>
                <MenuItem value="sjis">Shift_JIS</MenuItem>
              </Select>
            </FormControl>
            <Button variant="outlined" onClick={() => exportCsv('export_billings_list_of_year')}>
              請求書一覧CSV
            </Button>
            <Button variant="outlined" onClick={() => exportCsv('export_examinees_list_of_year')}>
              受検者一覧CSV
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
