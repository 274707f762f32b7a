/** Moves a unit under another parent (or to the top level): the keyboard alternative to dropping it inside another unit. */
import type { TOrgChartNode } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { descendantIds, flatten } from '../lib/tree';

const TOP = 'top';

interface MoveUnitDialogProps {
  unit: TOrgChartNode | null;
  tree: readonly TOrgChartNode[];
  onClose: () => void;
  onSubmit: (parentId: number | null) => Promise<void>;
}

export function MoveUnitDialog({ unit, tree, onClose, onSubmit }: MoveUnitDialogProps) {
  const titleId = useId();
  const [value, setValue] = useState<string>(TOP);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (unit) {
      setValue(unit.parent_id === null ? TOP : String(unit.parent_id));
      setError(null);
    }
  }, [unit]);

  const options = useMemo(() => {
    if (!unit) return [];
    const excluded = new Set([unit.id, ...descendantIds(unit)]);
    return flatten(tree).filter(({ node }) => !excluded.has(node.id));
  }, [unit, tree]);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(value === TOP ? null : Number(value));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={unit !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        部署の移動
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          「{unit?.name}」を下位部署ごと移動します。移動先の親部署を選んでください。
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextField select label="移動先" value={value} onChange={(e) => setValue(e.target.value)} fullWidth>
          <MenuItem value={TOP}>（最上位）</MenuItem>
          {options.map(({ node, depth }) => (
            <MenuItem key={node.id} value={String(node.id)} sx={{ pl: 2 + depth * 2 }}>
              {node.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          キャンセル
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={pending}>
          移動する
        </Button>
      </DialogActions>
    </Dialog>
  );
}
