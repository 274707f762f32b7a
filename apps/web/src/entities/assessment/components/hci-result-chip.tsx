import { type EnumValue, HciResult } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<EnumValue<typeof HciResult>, string> = { passed: '#1E6B34', failed: '#A12622' };

/** HCI-AS 判定 (合格 / 不合格) as a solid chip, white text with contrast ≥ 4.5:1. */
export function HciResultChip({ result }: { result: EnumValue<typeof HciResult> }) {
  return (
    <Chip
      label={HciResult.label(result)}
      sx={{ bgcolor: COLORS[result], color: '#fff', fontWeight: 700, fontSize: '1rem', px: 1 }}
    />
  );
}
