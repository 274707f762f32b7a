import type { TMailStatus } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const LABELS: Record<TMailStatus, { label: string; color: 'default' | 'success' | 'error' }> = {
  pending: { label: '送信待ち', color: 'default' },
  sent: { label: '送信済み', color: 'success' },
  failed: { label: '送信失敗', color: 'error' },
};

export function MailStatusChip({ status }: { status: TMailStatus }) {
  const { label, color } = LABELS[status];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
