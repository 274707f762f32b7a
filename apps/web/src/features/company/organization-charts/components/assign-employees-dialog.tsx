/** 「社員を割り当て」: search the company's employees by name, kana or number and assign the checked ones to the unit. */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { SearchField } from '@/components/form/search-field';
import { errorMessage } from '@/lib/api-client';
import { useEmployeePick } from '../api/search-employees';

const DEBOUNCE_MS = 300;

interface AssignEmployeesDialogProps {
  unit: { id: number; name: string } | null;
  onClose: () => void;
  onSubmit: (employeeIds: number[]) => Promise<void>;
}

export function AssignEmployeesDialog({ unit, onClose, onSubmit }: AssignEmployeesDialogProps) {
  const titleId = useId();
  const open = unit !== null;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const search = useEmployeePick(q, open);

  useEffect(() => {
    if (open) {
      setText('');
      setQ('');
      setChecked(new Set());
      setError(null);
    }
  }, [open]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const toggle = (id: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await onSubmit([...checked]);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  const items = search.data?.data.items ?? [];
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        社員を割り当て
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          「{unit?.name}
          」に所属させる社員を選んでください。ほかの部署に所属している社員は、この部署へ異動します。
        </Typography>
        <SearchField
          label="氏名・フリガナ・社員番号で検索"
          size="small"
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {error || search.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error ?? errorMessage(search.error)}
          </Alert>
        ) : null}
        {search.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            該当する社員がいません。
          </Typography>
        ) : (
          <List dense aria-label="検索結果の社員" sx={{ mt: 1, maxHeight: 320, overflow: 'auto' }}>
            {items.map((e) => {
              const labelId = `assign-employee-${e.id}`;
              const already = e.organization_chart_id === unit?.id;
              return (
                <ListItem key={e.id} disablePadding>
                  <ListItemButton onClick={() => toggle(e.id)} disabled={already} dense>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Checkbox
                        edge="start"
                        checked={already || checked.has(e.id)}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      id={labelId}
                      primary={`${e.last_name} ${e.first_name}（${e.kana_last_name} ${e.kana_first_name}）`}
                      secondary={
                        already ? `社員番号 ${e.employee_id}・所属済み` : `社員番号 ${e.employee_id}`
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          キャンセル
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={pending}
          disabled={checked.size === 0}
        >
          {checked.size > 0 ? `${checked.size}名を割り当てる` : '割り当てる'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
