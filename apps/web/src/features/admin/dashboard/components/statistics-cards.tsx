import { CompanyStatus, type TAdminStatistics } from '@mirume/shared';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { COMPANY_STATUS_COLORS } from '@/entities/company/components/company-status-chip';
import { paths } from '@/lib/paths';

/** Companies by status (each opens the list filtered), and the examinees of this month. */
export function StatisticsCards({ stats }: { stats: TAdminStatistics }) {
  return (
    <Grid container spacing={2} component="section" aria-label="企業と受検の状況">
      {CompanyStatus.options().map((o) => (
        <Grid key={o.value} size={{ xs: 6, md: 'grow' }}>
          <Card sx={{ height: '100%', borderTop: 4, borderColor: COMPANY_STATUS_COLORS[o.value].fg }}>
            <CardActionArea
              component={RouterLink}
              to={`${paths.adminCompanies.getHref()}?status=${o.value}`}
              sx={{ p: 2, height: '100%' }}
            >
              <Typography variant="body2" color="text.secondary">
                {o.label}
              </Typography>
              <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                {stats.counts_by_status[o.value]?.toLocaleString('ja-JP') ?? 0}
                <Typography component="span" variant="body2" sx={{ ml: 0.5 }}>
                  社
                </Typography>
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 'grow' }}>
        <Card sx={{ p: 2, height: '100%', borderTop: 4, borderColor: 'primary.main' }}>
          <Typography variant="body2" color="text.secondary">
            今月の受検者
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
            {stats.examinees_this_month.toLocaleString('ja-JP')}
            <Typography component="span" variant="body2" sx={{ ml: 0.5 }}>
              人
            </Typography>
          </Typography>
        </Card>
      </Grid>
    </Grid>
  );
}
