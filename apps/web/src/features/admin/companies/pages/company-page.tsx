import { CompanyStatus, formatDateJa, formatDateTimeJa, type TAdminCompanyDetail } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { CompanyStatusChip } from '@/entities/company/components/company-status-chip';
import { errorMessage } from '@/lib/api-client';
import { formatIsoDateJa } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useDiscardCompany } from '../api/discard-company';
import { useAdminCompany } from '../api/get-company';
import { CompanyAdminsCard } from '../components/company-admins-card';
import { CompanyHistory } from '../components/company-history';
import { DiscardCompanyDialog } from '../components/discard-company-dialog';
import { OperatorActionLog } from '../components/operator-action-log';

function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 3, height: '100%' }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
      >
        {items.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

const dash = (v: string | null) => v || '—';
const date = (v: string | null) => (v ? formatIsoDateJa(v) : '未設定');

function CompanyLinks({ id }: { id: number }) {
  const links: [string, string][] = [
    ['社員一覧', paths.adminCompanyEmployees.getHref({ companyId: id })],
    ['社員の登録', paths.adminCompanyAddEmployee.getHref({ companyId: id })],
    ['診断履歴', paths.adminCompanyDiagnosisList.getHref({ companyId: id })],
    ['管理者一覧', paths.adminCompanyAdmins.getHref({ companyId: id })],
    ['組織図', paths.adminCompanyOrganizationCharts.getHref({ companyId: id })],
    ['カスタムアセスメント設定', paths.adminCompanyCustomAssessmentSettings.getHref({ companyId: id })],
    ['企業の基準', paths.adminCompanyCriteria.getHref({ companyId: id })],
    ['契約と料金', paths.adminCompanyContract.getHref({ companyId: id })],
  ];
  return (
    <Card
      component="nav"
      aria-label="この企業のデータ"
      sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {links.map(([label, to]) => (
        <Button key={to} component={RouterLink} to={to} variant="outlined" size="small">
          {label}
        </Button>
      ))}
    </Card>
  );
}

function CompanyBody({ company }: { company: TAdminCompanyDetail }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const discard = useDiscardCompany();
  const [confirming, setConfirming] = useState(false);

  const onDiscard = async () => {
    try {
      await discard.mutateAsync(company.id);
      snackbar.show('delete');
      navigate(paths.adminCompanies.getHref());
    } catch (error) {
      snackbar.show({ message: errorMessage(error), severity: 'error' });
      setConfirming(false);
    }
  };

  const isTrial = company.status === 'trial';
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h1" sx={{ wordBreak: 'break-all' }}>
            {company.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
            <CompanyStatusChip status={company.status} />
            <Typography variant="body2" color="text.secondary">
              {formatDateJa(company.created_at)}登録
            </Typography>
          </Box>
        </Box>
        <Button
          component={RouterLink}
          to={paths.adminCompanyEdit.getHref({ companyId: company.id })}
          variant="contained"
        >
          企業情報を編集
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          企業を削除
        </Button>
      </Box>

      <CompanyLinks id={company.id} />

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Facts
            title="基本情報"
            items={[
              ['企業名', company.name],
              ['フリガナ', dash(company.name_kana)],
              ['代表者名', dash(company.daihyo_name)],
              ['郵便番号', dash(company.postcode)],
              ['住所', dash(company.address)],
              ['電話番号', dash(company.tel)],
              [
                'URL',
                company.url ? (
                  <Link key="url" href={company.url} target="_blank" rel="noopener noreferrer">
                    {company.url}
                  </Link>
                ) : (
                  '—'
                ),
              ],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3} sx={{ height: '100%' }}>
            <Facts
              title="契約期間"
              items={[
                ['ステータス', CompanyStatus.label(company.status)],
                ['契約開始日', date(company.date_start_contract)],
                [isTrial ? 'トライアル終了日' : '契約終了日', date(company.date_end_contract)],
              ]}
            />
            <Facts
              title="利用状況"
              items={[
                ['社員・応募者数', `${company.usage.employees.toLocaleString('ja-JP')}人`],
                ['診断の発行数', `${company.usage.diagnoses_issued.toLocaleString('ja-JP')}件`],
                ['受検完了数', `${company.usage.diagnoses_completed.toLocaleString('ja-JP')}件`],
                [
                  '最終ログイン',
                  company.usage.last_sign_in_at ? formatDateTimeJa(company.usage.last_sign_in_at) : 'なし',
                ],
              ]}
            />
          </Stack>
        </Grid>
      </Grid>

      <CompanyAdminsCard company={company} />
      <CompanyHistory history={company.history} />
      <OperatorActionLog companyId={company.id} />

      <DiscardCompanyDialog
        open={confirming}
        companyName={company.name}
        pending={discard.isPending}
        onConfirm={() => void onDiscard()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** /admin/companies/{id} — one company as the operator sees it. */
export function CompanyPage() {
  const id = Number(useParams().companyId);
  const { data, isPending, isError, error } = useAdminCompany(id);
  if (isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{errorMessage(error)}</Alert>
        <Link component={RouterLink} to={paths.adminCompanies.getHref()}>
          企業一覧に戻る
        </Link>
      </Stack>
    );
  }
  if (isPending) return <Skeleton variant="rounded" height={480} aria-label="読み込み中" />;
  return <CompanyBody company={data.data} />;
}
