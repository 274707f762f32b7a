import { formatDateJa, type TAdminStatistics } from '@mirume/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CompanyStatusChip } from '@/entities/company/components/company-status-chip';
import { formatIsoDateJa } from '@/lib/dates';
import { paths } from '@/lib/paths';

function List({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

const rowSx = {
  display: 'flex',
  gap: 1,
  alignItems: 'center',
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** Trials ending within 7 days, and the latest sign-ups. */
export function CompanyWatchlist({ stats }: { stats: TAdminStatistics }) {
  return (
    <Card component="section" sx={{ p: 3, height: '100%' }} aria-label="注意が必要な企業">
      <Typography variant="h2" sx={{ mb: 1 }}>
        トライアル終了間近（7日以内）
      </Typography>
      {stats.trials_ending.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          7日以内にトライアルが終了する企業はありません。
        </Typography>
      ) : (
        <List label="トライアル終了間近">
          {stats.trials_ending.map((t) => (
            <Box component="li" key={t.id} sx={rowSx}>
              <Link
                component={RouterLink}
                to={paths.adminCompany.getHref({ companyId: t.id })}
                sx={{ flex: 1 }}
              >
                {t.name}
              </Link>
              <Typography variant="body2" color="error.dark" sx={{ fontWeight: 700 }}>
                {formatIsoDateJa(t.date_end_contract)}終了
              </Typography>
            </Box>
          ))}
        </List>
      )}
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
        最近の申込・登録
      </Typography>
      <List label="最近の申込・登録">
        {stats.recent_signups.map((c) => (
          <Box component="li" key={c.id} sx={rowSx}>
            <Link
              component={RouterLink}
              to={paths.adminCompany.getHref({ companyId: c.id })}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {c.name}
            </Link>
            <CompanyStatusChip status={c.status} />
            <Typography variant="body2" color="text.secondary" sx={{ width: 110, textAlign: 'right' }}>
              {formatDateJa(c.created_at)}
            </Typography>
          </Box>
        ))}
      </List>
    </Card>
  );
}
