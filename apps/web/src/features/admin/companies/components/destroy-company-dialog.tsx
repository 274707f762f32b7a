import type { TDiscardedCompany } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client';

interface Props {
  company: TDiscardedCompany | null;
  pending: boolean;
  onConfirm: (typedName: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Physical destruction asks for the company's name typed in full: the button stays disabled until
 * it matches, and the server checks it again.
 */
export function DestroyCompanyDialog({ company, pending, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (company) {
      setTyped('');
      setError(null);
    }
  }, [company]);
  const matches = company !== null && typed.trim() === company.name;

  const submit = async () => {
    setError(null);
    try {
      await onConfirm(typed);
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.company_name?.[0] ?? e.message) : errorMessage(e));
    }
  };

  return (
    <Dialog
      open={company !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        企業を完全に削除しますか？
      </DialogTitle>
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          この操作は取り消せません。管理者・社員・応募者、診断リンクとチケット、診断結果、組織図、アップロードされたファイル、操作履歴など、この企業のすべてのデータが消去されます。
        </Alert>
        <Typography sx={{ mb: 1 }}>
          確認のため、企業名
          <Box component="strong" sx={{ mx: 0.5 }}>
            {company?.name}
          </Box>
          を入力してください。
        </Typography>
        <TextField
          label="企業名"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          fullWidth
          autoComplete="off"
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending} color="inherit">
          キャンセル
        </Button>
        <Button
          onClick={() => void submit()}
          variant="contained"
          color="error"
          disabled={!matches}
          loading={pending}
        >
          完全に削除する
        </Button>
      </DialogActions>
    </Dialog>
  );
}
