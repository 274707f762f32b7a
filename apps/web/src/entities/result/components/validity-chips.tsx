import type { TMirumevitalResult } from '@mirume/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';

/** The validity flags of a session (e.g. 'ページ離脱あり') as warning chips; nothing when clean. */
export function ValidityChips({ flags }: { flags: TMirumevitalResult['validity']['flags'] }) {
  return flags.map((flag) => (
    <Chip
      key={flag}
      size="small"
      icon={<WarningAmberIcon />}
      label={flag}
      sx={{ bgcolor: '#FFF4E5', color: '#8A4B00', fontWeight: 700, '& .MuiChip-icon': { color: '#8A4B00' } }}
    />
  ));
}
