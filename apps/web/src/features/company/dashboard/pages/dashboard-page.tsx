import { CompanyRole, CompanyStatus, can, GUIDE_PDF_PATHS } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { IncidentBanner } from '@/entities/announcement/components/incident-banner';
import { useCompanyUser } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { LatestBillingsCard } from '../components/latest-billings-card';
import { LinksDashboardCard } from '../components/links-dashboard-card';

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <Typography component="dt" color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The screens the spec's header menu does not list, reached from the dashboard. */
const SHORTCUTS = [
  { label: '診断リンクを発行', to: paths.diagnosisLinkIssue.getHref() },
  { label: '未受検一覧', to: paths.diagnosisUndiagnosedList.getHref() },
  { label: '診断履歴（社員・応募者一覧）', to: paths.diagnosisHistory.getHref() },
  { label: '社員を登録', to: paths.employeeNew.getHref() },
  { label: 'CSVで一括登録', to: paths.employeeNewBulk.getHref() },
  { label: '組織図', to: paths.organizationCharts.getHref() },
];

/** / — the company dashboard: who is signed in, for which company, with which role. */
export function DashboardPage() {
  const user = useCompanyUser();
  if (!user) return null;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">ダッシュボード</Typography>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          ようこそ、{user.last_name} {user.first_name}さん。
        </Typography>
      </Box>

      <IncidentBanner />

      {user.company_status === 'trial' ? (
        <Alert severity="info">
          現在トライアル期間中です。本契約へのお切り替えについては、
          <Link
            component={RouterLink}
            to={paths.inquiryNew.getHref()}
            underline="always"
            sx={{ color: 'inherit', fontWeight: 700 }}
          >
            お問い合わせ
          </Link>
          ください。
        </Alert>
      ) : null}

      {can(user.role, 'diagnosis:view') ? <LinksDashboardCard /> : null}

      {can(user.role, 'invoices:view') ? <LatestBillingsCard /> : null}

      <Card component="nav" aria-labelledby="dashboard-shortcuts">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="dashboard-shortcuts" variant="h2" sx={{ mb: 2 }}>
            社員・応募者の管理
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
            {SHORTCUTS.map((s) => (
              <Button key={s.to} component={RouterLink} to={s.to} variant="outlined">
                {s.label}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            ご利用中のアカウント
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <SummaryRow term="企業名">{user.company_name}</SummaryRow>
            <SummaryRow term="契約状況">
              <Chip
                label={CompanyStatus.label(user.company_status)}
                size="small"
                sx={{ fontWeight: 700, bgcolor: '#E8F0FE', color: '#1A5FCC' }}
              />
            </SummaryRow>
            <SummaryRow term="お名前">
              {user.last_name} {user.first_name}
            </SummaryRow>
            <SummaryRow term="権限">{CompanyRole.label(user.role)}</SummaryRow>
            <SummaryRow term="メールアドレス">{user.email}</SummaryRow>
          </Box>
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            ご利用ガイド
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            操作方法や診断結果の見方は、以下の資料でご確認いただけます。
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            <li>
              <Link href={GUIDE_PDF_PATHS.userManual} target="_blank" rel="noopener">
                操作マニュアル（PDF）
              </Link>
            </li>
            <li>
              <Link href={GUIDE_PDF_PATHS.diagnosisDetails} target="_blank" rel="noopener">
                診断詳細ガイド（PDF）
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to={paths.faqs.getHref()}>
                よくあるご質問
              </Link>
            </li>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
