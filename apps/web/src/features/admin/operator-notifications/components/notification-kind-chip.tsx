import { OPERATOR_NOTIFICATION_KINDS, type OperatorNotificationKind } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<OperatorNotificationKind, { bg: string; fg: string }> = {
  company_pending: { bg: '#FFF3E0', fg: '#8A4B00' },
  trial_ending: { bg: '#E3F2FD', fg: '#0D47A1' },
  mail_failed: { bg: '#FDECEA', fg: '#8E1B10' },
  inquiry: { bg: '#EDE7F6', fg: '#4527A0' },
  contract_ending: { bg: '#E8F5E9', fg: '#1B5E20' },
};

export function NotificationKindChip({ kind }: { kind: OperatorNotificationKind }) {
  return (
    <Chip
      size="small"
      label={OPERATOR_NOTIFICATION_KINDS[kind]}
      sx={{ bgcolor: COLORS[kind].bg, color: COLORS[kind].fg, fontWeight: 700 }}
    />
  );
}
