import { DiagnosisLinkStatus } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { formatIsoDateJa } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { readSession, writeSession } from '@/lib/session-storage';
import { useLinksDashboard } from '../api/links-dashboard';
import { PERIOD_LABELS, PERIOD_PRESETS, type PeriodPreset, periodOf } from '../lib/periods';

const PRESET_KEY = 'dashboardDiagnosisPeriod';

type CountKey = 'issued' | 'undiagnosed' | 'in_progress' | 'diagnosed' | 'expired';

const COUNTS: { key: CountKey; label: string; color: string; status?: string }[] = [
  { key: 'issued', label: '発行数', color: '#1F2933' },
  { key: 'undiagnosed', label: DiagnosisLinkStatus.label('issued'), color: '#8A4B00', status: 'issued' },
  {
    key: 'in_progress',
    label: DiagnosisLinkStatus.label('in_progress'),
    color: '#1A5FCC',
    status: 'in_progress',
  },
  { key: 'diagnosed', label: DiagnosisLinkStatus.label('completed'), color: '#1E6B34' },
  { key: 'expired', label: '期限切れ', color: '#4A5360', status: 'expired' },
];

/** 「診断の状況」 on the dashboard: what happened to the links issued in a period. */
export function LinksDashboardCard() {
  const [preset, setPreset] = useState<PeriodPreset>(() =>
    readSession(
      PRESET_KEY,
      (v) => (PERIOD_PRESETS.includes(v as PeriodPreset) ? (v as PeriodPreset) : 'this_month'),
      'this_month',
    ),
  );
  const period = periodOf(preset);
  const { data, isPending, isError, error } = useLinksDashboard(period);
  const counts = data?.data;

  const hrefOf = (key: CountKey, status?: string) => {
    if (key === 'diagnosed') return paths.diagnosisHistory.getHref();
    const params = new URLSearchParams({ issued_from: period.from, issued_to: period.to });
    if (status) params.set('status', status);
    return `${paths.diagnosisUndiagnosedList.getHref()}?${params.toString()}`;
  };

  return (
    <Card component="section" aria-labelledby="dashboard-diagnosis-status">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        >
          <Typography id="dashboard-diagnosis-status" variant="h2" sx={{ flexGrow: 1 }}>
            診断の状況
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={preset}
            onChange={(_, value: PeriodPreset | null) => {
              if (!value) return;
              setPreset(value);
              writeSession(PRESET_KEY, value);
            }}
            aria-label="集計期間"
          >
            {PERIOD_PRESETS.map((p) => (
              <ToggleButton key={p} value={p} sx={{ px: 1.5 }}>
                {PERIOD_LABELS[p]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {formatIsoDateJa(period.from)}〜{formatIsoDateJa(period.to)}に発行した診断
        </Typography>
        {isError ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {isPending ? <Skeleton variant="rounded" height={96} aria-label="読み込み中" /> : null}
        {counts ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
              gap: 1.5,
            }}
          >
            {COUNTS.map((c) => (
              <Box
                key={c.key}
                component={RouterLink}
                to={hrefOf(c.key, c.status)}
                aria-label={`${c.label} ${counts[c.key].toLocaleString('ja-JP')}件`}
                sx={{
                  display: 'block',
                  p: 2,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  textDecoration: 'none',
                  color: 'inherit',
                  '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                }}
              >
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
                  {c.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, color: c.color }}
                >
                  {counts[c.key].toLocaleString('ja-JP')}
                  <Typography
                    component="span"
                    sx={{ fontSize: '0.875rem', ml: 0.5, color: 'text.secondary' }}
                  >
                    件
                  </Typography>
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
