import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAdminStatistics } from '../api/get-statistics';
import { CompanyWatchlist } from '../components/company-watchlist';
import { MaintenanceModeCard } from '../components/maintenance-mode-card';
import { MonthlyDiagnoses } from '../components/monthly-diagnoses';
import { OnboardingQueue } from '../components/onboarding-queue';
import { StatisticsCards } from '../components/statistics-cards';

/**
 * /admin — the operator dashboard: companies by status, the month's examinees, diagnoses per
 * month, trials ending soon and recent sign-ups, what awaits each onboarding step (with its
 * actions), and the maintenance switch.
 */
export function AdminDashboardPage() {
  const { data, isPending, isError, error } = useAdminStatistics();
  const stats = data?.data;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h1" sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}>
          ダッシュボード
        </Typography>
        <Button component={RouterLink} to={paths.adminCompanies.getHref()} variant="outlined">
          企業一覧
        </Button>
        <Button component={RouterLink} to={paths.adminCompanyRegister.getHref()} variant="contained">
          企業を登録
        </Button>
      </Box>

      {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isPending ? <Skeleton variant="rounded" height={96} aria-label="読み込み中" /> : null}
      {stats ? <StatisticsCards stats={stats} /> : null}

      <OnboardingQueue />

      {stats ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <MonthlyDiagnoses monthly={stats.monthly} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <CompanyWatchlist stats={stats} />
          </Grid>
        </Grid>
      ) : null}

      <MaintenanceModeCard />
    </Stack>
  );
}
