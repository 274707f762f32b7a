/**
 * /admin/companies/{companyId}/contract — 契約と料金: the company's contract period and plan, the
 * monthly base fee and the price per examinee of each diagnosis type (税抜、円). Saved as one
 * change, recorded in the operator action log.
 */
import {
  CompanyStatus,
  ContractPlan,
  type ContractPlanValue,
  DiagnosisType,
  formatYen,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import {
  type useCompanyContract as UseContract,
  useCompanyContract,
  useSaveCompanyContract,
} from '../api/contracts';

type Loaded = NonNullable<ReturnType<typeof UseContract>['data']>;

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const inAYear = (start: string) => {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

function ContractForm({ companyId, loaded }: { companyId: number; loaded: Loaded }) {
  const snackbar = useSnackbar();
  const save = useSaveCompanyContract(companyId);
  const c = loaded.contract;
  const start = c?.start_date ?? today();
  const [values, setValues] = useState({
    plan: (c?.plan ?? 'annual') as ContractPlanValue,
    start_date: start,
    end_date: c?.end_date ?? inAYear(start),
    base_fee: String(c?.base_fee ?? ''),
    senkou: String(c?.unit_prices.senkou ?? ''),
    employee: String(c?.unit_prices.employee ?? ''),
    notes: c?.notes ?? '',
  });
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const err = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name]?.[0] ?? ' ' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        plan: values.plan,
        start_date: values.start_date,
        end_date: values.end_date,
        base_fee: values.base_fee as never,
        unit_prices: { senkou: values.senkou as never, employee: values.employee as never },
        notes: values.notes,
      },
      {
        onSuccess: () => {
          setErrors({});
          snackbar.show('save');
        },
        onError: (e) => {
          if (isApiError(e) && Object.keys(e.fieldErrors).length > 0) setErrors(e.fieldErrors);
          else snackbar.show({ message: errorMessage(e), severity: 'error' });
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField select label="プラン" value={values.plan} onChange={set('plan')} {...err('plan')} required>
          {ContractPlan.options().map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="契約開始日"
            type="date"
            value={values.start_date}
            onChange={set('start_date')}
            {...err('start_date')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="契約終了日"
            type="date"
            value={values.end_date}
            onChange={set('end_date')}
            {...err('end_date')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          label="月額基本料金（税抜）"
          type="number"
          value={values.base_fee}
          onChange={set('base_fee')}
          {...err('base_fee')}
          required
          slotProps={{ input: { endAdornment: <InputAdornment position="end">円</InputAdornment> } }}
        />
        {DiagnosisType.values.map((type) => (
          <TextField
            key={type}
            label={`${DiagnosisType.label(type)}の受検者1名あたりの単価（税抜）`}
            type="number"
            value={values[type]}
            onChange={set(type)}
            {...err(`unit_prices.${type}`)}
            required
            slotProps={{ input: { endAdornment: <InputAdornment position="end">円</InputAdornment> } }}
          />
        ))}
        <TextField
          label="メモ"
          value={values.notes}
          onChange={set('notes')}
          multiline
          minRows={2}
          {...err('notes')}
        />
        <Typography variant="body2" color="text.secondary">
          月額基本料金は契約期間に含まれる日数で日割りし（1円未満切り捨て）、受検料は月内に診断を完了した人数（診断種別ごとに1人1回）で計算します。トライアル中の企業には請求しません。
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            保存する
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function CompanyContractPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  const contract = useCompanyContract(id);
  if (contract.isPending) return <Skeleton variant="rounded" height={320} />;
  if (contract.isError) return <Alert severity="error">{errorMessage(contract.error)}</Alert>;
  const { company, contract: current } = contract.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">契約と料金</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {company.name}（{CompanyStatus.label(company.status)}）
        </Typography>
      </Box>
      {company.status !== 'approved' ? (
        <Alert severity="info">
          この企業は本契約ではないため、月次の請求書は作成されません。本契約に切り替えた日を契約開始日にしてください。
        </Alert>
      ) : null}
      {current ? (
        <Typography variant="body2" color="text.secondary">
          現在: 月額 {formatYen(current.base_fee)}（税抜）／ 最終更新{' '}
          {new Date(current.updated_at).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })} ／{' '}
          <Link component={RouterLink} to={`${paths.adminInvoices.getHref()}`}>
            請求書の一覧
          </Link>
        </Typography>
      ) : null}
      <Card>
        <CardContent sx={{ p: 3 }}>
          <ContractForm key={current?.updated_at ?? 'new'} companyId={id} loaded={contract.data} />
        </CardContent>
      </Card>
    </Stack>
  );
}
