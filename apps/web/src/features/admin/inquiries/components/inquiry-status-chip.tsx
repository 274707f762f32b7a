import { InquiryStatus, type InquiryStatusValue } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<InquiryStatusValue, { bgcolor: string; color: string }> = {
  new: { bgcolor: '#FDECEA', color: '#A12622' },
  in_progress: { bgcolor: '#FFF3E0', color: '#8A4B00' },
  done: { bgcolor: '#E6F4EA', color: '#1E6B34' },
};

export function InquiryStatusChip({ status }: { status: InquiryStatusValue }) {
  return (
    <Chip size="small" label={InquiryStatus.label(status)} sx={{ ...COLORS[status], fontWeight: 700 }} />
  );
}
