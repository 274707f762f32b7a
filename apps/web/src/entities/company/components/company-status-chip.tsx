import { CompanyStatus } from '@mirume/shared';
import Chip from '@mui/material/Chip';

type CompanyStatusValue = (typeof CompanyStatus.values)[number];

/** Tinted background with dark text: every pair is above 6:1. */
export const COMPANY_STATUS_COLORS: Record<CompanyStatusValue, { bg: string; fg: string }> = {
  temp_registration: { bg: '#ECEFF1', fg: '#37474F' },
  email_authenticated: { bg: '#FFF3E0', fg: '#8A4B00' },
  trial: { bg: '#E3F2FD', fg: '#0D47A1' },
  approved: { bg: '#E8F5E9', fg: '#1B5E20' },
};

export function CompanyStatusChip({ status }: { status: CompanyStatusValue }) {
  const colors = COMPANY_STATUS_COLORS[status];
  return (
    <Chip
      label={CompanyStatus.label(status)}
      size="small"
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 700, maxWidth: '100%' }}
    />
  );
}
