import { ApplicantRank, EmployeeRank, type TMirumevitalResult } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<string, { bg: string; fg: string }> = {
  OK: { bg: '#1E6B34', fg: '#fff' },
  A_RANK: { bg: '#1E6B34', fg: '#fff' },
  B_RANK: { bg: '#1A5FCC', fg: '#fff' },
  C_RANK: { bg: '#8A4B00', fg: '#fff' },
  CONSIDERING: { bg: '#8A4B00', fg: '#fff' },
  NG: { bg: '#A12622', fg: '#fff' },
};

export function rankLabel(result: Pick<TMirumevitalResult, 'rank' | 'diagnosis_type'>): string {
  const labels: Record<string, string> =
    result.diagnosis_type === 'senkou' ? ApplicantRank.labels : EmployeeRank.labels;
  return labels[result.rank] ?? result.rank;
}

/** The decided rank (Aランク / 検討 / NG …) as a solid chip, white text with contrast ≥ 4.5:1. */
export function RankChip({ result }: { result: Pick<TMirumevitalResult, 'rank' | 'diagnosis_type'> }) {
  const color = COLORS[result.rank] ?? { bg: '#4A5360', fg: '#fff' };
  return (
    <Chip
      label={rankLabel(result)}
      sx={{ bgcolor: color.bg, color: color.fg, fontWeight: 700, fontSize: '1rem', px: 1 }}
    />
  );
}
