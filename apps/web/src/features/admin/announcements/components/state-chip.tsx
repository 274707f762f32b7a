import { AnnouncementState, type AnnouncementStateValue } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<AnnouncementStateValue, { bgcolor: string; color: string }> = {
  draft: { bgcolor: '#ECEFF1', color: '#37474F' },
  scheduled: { bgcolor: '#FFF3E0', color: '#8A4B00' },
  published: { bgcolor: '#E6F4EA', color: '#1E6B34' },
};

export function StateChip({ state }: { state: AnnouncementStateValue }) {
  return (
    <Chip size="small" label={AnnouncementState.label(state)} sx={{ ...COLORS[state], fontWeight: 700 }} />
  );
}
