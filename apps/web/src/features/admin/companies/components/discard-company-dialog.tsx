import { DISCARD_CONSEQUENCES } from '@mirume/shared';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface Props {
  open: boolean;
  companyName: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before discarding a company and says what stops working. */
export function DiscardCompanyDialog({ open, companyName, pending, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="この企業を削除しますか？"
      confirmLabel="削除する"
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Box component="strong" sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
        {companyName}
      </Box>
      削除すると、次のことが起こります。
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {DISCARD_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </ConfirmDialog>
  );
}
