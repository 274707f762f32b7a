import {
  type EnumValue,
  formatDateTimeJa,
  SELECTION_NOTE_MAX,
  SelectionResult,
  type TSelectionDecision,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSaveSelectionDecision, useSelectionDecision } from '../api/selection-decision';

type Decision = EnumValue<typeof SelectionResult>;

/** 採用 green, 不採用 red, 検討中 amber; white text with contrast ≥ 4.5:1. */
const DECISION_COLORS: Record<Decision, string> = {
  employ: '#1E6B34',
  unemploy: '#A12622',
  unsettled: '#8A4B00',
};

export function DecisionChip({ decision }: { decision: Decision }) {
  return (
    <Chip
      label={SelectionResult.label(decision)}
      sx={{ bgcolor: DECISION_COLORS[decision], color: '#fff', fontWeight: 700 }}
    />
  );
}

interface SelectionDecisionCardProps {
  employeeId: number;
  /** The selection result the decision is made on (the one shown), if any. */
  resultId: number | null;
  /** Whether the signed-in user may record a decision; others see it read-only. */
  canRecord: boolean;
}

/**
 * 選考結果 of an applicant: the current decision with who recorded it and when, a form to record a
 * new one (採用 / 不採用 / 検討中 and a note), and every earlier decision below.
 */
export function SelectionDecisionCard({ employeeId, resultId, canRecord }: SelectionDecisionCardProps) {
  const query = useSelectionDecision(employeeId);
  const current = query.data?.data.current ?? null;
  const history = query.data?.data.history ?? [];
  return (
    <Card component="section" aria-labelledby="selection-decision-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="selection-decision-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          選考結果
        </Typography>
        {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
        {query.isPending ? <Skeleton variant="rounded" height={120} aria-label="読み込み中" /> : null}
        {query.data ? (
          <Stack spacing={3}>
            <CurrentDecision decision={current} />
            {canRecord ? (
              <DecisionForm
                key={current?.id ?? 0}
                employeeId={employeeId}
                resultId={resultId}
                current={current}
              />
            ) : null}
            {history.length > 0 ? <DecisionHistory items={history} /> : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CurrentDecision({ decision }: { decision: TSelectionDecision | null }) {
  if (!decision) return <Typography color="text.secondary">まだ選考結果は記録されていません</Typography>;
  return (
    <Stack spacing={1}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <DecisionChip decision={decision.decision} />
        <Typography variant="body2" color="text.secondary">
          {`${formatDateTimeJa(decision.decided_at)} に${decision.decided_by_name}さんが記録しました`}
        </Typography>
      </Stack>
      {decision.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {decision.note}
        </Typography>
      ) : null}
    </Stack>
  );
}

interface DecisionFormProps {
  employeeId: number;
  resultId: number | null;
  current: TSelectionDecision | null;
}

function DecisionForm({ employeeId, resultId, current }: DecisionFormProps) {
  const [decision, setDecision] = useState<Decision | null>(current?.decision ?? null);
  // Each save is a new entry of the history with its own note, so the note starts empty.
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const save = useSaveSelectionDecision(employeeId);
  const snackbar = useSnackbar();
  const tooLong = note.length > SELECTION_NOTE_MAX;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!decision) {
      setFieldErrors({ decision: ['選考結果を選択してください'] });
      return;
    }
    if (tooLong) return;
    setFieldErrors({});
    try {
      await save.mutateAsync({ decision, note: note.trim() === '' ? null : note, result_id: resultId });
      snackbar.show('save');
    } catch (cause) {
      if (isApiError(cause) && Object.keys(cause.fieldErrors).length > 0) setFieldErrors(cause.fieldErrors);
      else snackbar.show({ message: errorMessage(cause), severity: 'error' });
    }
  };

  const decisionError = fieldErrors.decision?.[0];
  const noteError = tooLong ? `${SELECTION_NOTE_MAX}文字以内で入力してください` : fieldErrors.note?.[0];
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="選考結果の記録">
      <Stack spacing={2}>
        <Box>
          <Typography id="selection-decision-choice" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
            選考結果を記録
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={decision}
            onChange={(_, value: Decision | null) => value && setDecision(value)}
            aria-labelledby="selection-decision-choice"
            color="primary"
          >
            {SelectionResult.options().map((option) => (
              <ToggleButton key={option.value} value={option.value} sx={{ px: 3, fontWeight: 700 }}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {decisionError ? (
            <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
              {decisionError}
            </Typography>
          ) : null}
        </Box>
        <TextField
          label="メモ（任意）"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(noteError)}
          helperText={noteError ?? `${note.length} / ${SELECTION_NOTE_MAX}文字`}
        />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            保存する
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DecisionHistory({ items }: { items: TSelectionDecision[] }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        記録の履歴
      </Typography>
      <Table size="small" aria-label="選考結果の履歴">
        <TableHead>
          <TableRow>
            <TableCell>記録日時</TableCell>
            <TableCell>選考結果</TableCell>
            <TableCell>記録者</TableCell>
            <TableCell>メモ</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeJa(item.decided_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{SelectionResult.label(item.decision)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.decided_by_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {item.note ?? '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
