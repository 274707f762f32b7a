import { InvoiceKind, type InvoiceKindValue, InvoiceStatus, type InvoiceStatusValue } from '@mirume/shared';
import Chip from '@mui/material/Chip';

const COLORS: Record<InvoiceStatusValue, { bgcolor: string; color: string }> = {
  draft: { bgcolor: '#FFF3E0', color: '#8A4B00' },
  issued: { bgcolor: '#E3F2FD', color: '#0D47A1' },
  paid: { bgcolor: '#E8F5E9', color: '#1B5E20' },
  credited: { bgcolor: '#ECEFF1', color: '#37474F' },
};

/** The invoice's state (a credit note says so). */
export function InvoiceStatusChip({ status, kind }: { status: InvoiceStatusValue; kind?: InvoiceKindValue }) {
  const label = kind === 'credit_note' ? InvoiceKind.label('credit_note') : InvoiceStatus.label(status);
  const colors = kind === 'credit_note' ? { bgcolor: '#FDECEA', color: '#8E1C12' } : COLORS[status];
  return <Chip size="small" label={label} sx={{ ...colors, fontWeight: 700 }} />;
}
