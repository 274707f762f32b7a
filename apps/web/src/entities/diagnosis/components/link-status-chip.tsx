import { DiagnosisLinkStatus, type EnumValue, UndiagnosedStatus } from '@mirume/shared';
import Chip from '@mui/material/Chip';

type LinkStatus = EnumValue<typeof DiagnosisLinkStatus> | 'unissued';

const COLORS: Record<LinkStatus, { bg: string; fg: string }> = {
  unissued: { bg: '#FDECEA', fg: '#9F1D1D' },
  issued: { bg: '#FFF4E5', fg: '#8A4B00' },
  in_progress: { bg: '#E8F0FE', fg: '#1A5FCC' },
  completed: { bg: '#E6F4EA', fg: '#1E6B34' },
  expired: { bg: '#F1F3F4', fg: '#4A5360' },
};

/** 未発行 / 未受検 / 受検中 / 受検済み / 期限切れ, with text contrast ≥ 4.5:1 on its background. */
export function LinkStatusChip({ value }: { value: LinkStatus }) {
  const color = COLORS[value];
  return (
    <Chip
      size="small"
      label={value === 'unissued' ? UndiagnosedStatus.label(value) : DiagnosisLinkStatus.label(value)}
      sx={{ bgcolor: color.bg, color: color.fg, fontWeight: 700 }}
    />
  );
}
