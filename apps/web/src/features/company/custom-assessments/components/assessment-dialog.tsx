import {
  CustomAssessmentKind,
  type TCustomAssessment,
  type TCustomAssessmentInput,
  ZCustomAssessmentInput,
} from '@mirume/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

type Kind = TCustomAssessmentInput['kind'];

interface Draft {
  name: string;
  kind: Kind;
  unit: string;
  min_value: string;
  max_value: string;
  decimals: string;
  choices: string;
  enabled: boolean;
  list_column: boolean;
}

const draftOf = (a: TCustomAssessment | null): Draft => ({
  name: a?.name ?? '',
  kind: a?.kind ?? 'number',
  unit: a?.unit ?? '',
  min_value: a?.min_value === null || a?.min_value === undefined ? '' : String(a.min_value),
  max_value: a?.max_value === null || a?.max_value === undefined ? '' : String(a.max_value),
  decimals: String(a?.decimals ?? 0),
  choices: a?.choices.join('\n') ?? '',
  enabled: a?.enabled ?? true,
  list_column: a?.list_column ?? true,
});

/** The form's values as the API takes them (numbers still as typed; the schema converts them). */
function inputOf(d: Draft, id?: number): TCustomAssessmentInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: d.name,
    kind: d.kind,
    unit: d.unit,
    min_value: d.kind === 'number' ? d.min_value : null,
    max_value: d.kind === 'number' ? d.max_value : null,
    decimals: d.kind === 'number' ? (d.decimals as unknown as number) : 0,
    choices:
      d.kind === 'rank'
        ? d.choices
            .split(/[\n,、｜|]/)
            .map((c) => c.trim())
            .filter((c) => c !== '')
        : [],
    enabled: d.enabled,
    list_column: d.list_column,
  };
}

interface AssessmentDialogProps {
  /** The assessment edited, or null to add one. */
  assessment: TCustomAssessment | null;
  open: boolean;
  pending: boolean;
  /** Errors the server answered, by field. */
  serverErrors: Record<string, readonly string[]>;
  onSave: (input: TCustomAssessmentInput) => void;
  onClose: () => void;
}

/** Adding or editing one custom assessment: name, kind and its rule, unit, display. */
export function AssessmentDialog({
  assessment,
  open,
  pending,
  serverErrors,
  onSave,
  onClose,
}: AssessmentDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(assessment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const titleId = useId();
  const locked = (assessment?.result_count ?? 0) > 0;
  const set = (update: Partial<Draft>) => setDraft((d) => ({ ...d, ...update }));
  const errorOf = (field: string) => errors[field] ?? serverErrors[field]?.[0];

  const submit = () => {
    const input = inputOf(draft, assessment?.id);
    const parsed = ZCustomAssessmentInput.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(input);
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {assessment ? 'カスタムアセスメントの編集' : 'カスタムアセスメントの追加'}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="名称"
            required
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name') ?? '50文字以内。CSVの見出しにもなります'}
          />
          <TextField
            select
            label="種類"
            value={draft.kind}
            disabled={locked}
            onChange={(e) => set({ kind: e.target.value as Kind })}
            error={Boolean(errorOf('kind'))}
            helperText={
              errorOf('kind') ?? (locked ? '結果が登録されているため、種類は変更できません' : undefined)
            }
          >
            {CustomAssessmentKind.options().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {draft.kind === 'number' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="最小値"
                inputMode="decimal"
                value={draft.min_value}
                onChange={(e) => set({ min_value: e.target.value })}
                error={Boolean(errorOf('min_value'))}
                helperText={errorOf('min_value') ?? '空欄なら下限なし'}
              />
              <TextField
                label="最大値"
                inputMode="decimal"
                value={draft.max_value}
                onChange={(e) => set({ max_value: e.target.value })}
                error={Boolean(errorOf('max_value'))}
                helperText={errorOf('max_value') ?? '空欄なら上限なし'}
              />
              <TextField
                label="小数点以下の桁数"
                inputMode="numeric"
                value={draft.decimals}
                onChange={(e) => set({ decimals: e.target.value })}
                error={Boolean(errorOf('decimals'))}
                helperText={errorOf('decimals') ?? '0〜4'}
              />
            </Stack>
          ) : null}
          {draft.kind === 'rank' ? (
            <TextField
              label="ランク（上位から1行に1つ）"
              multiline
              minRows={3}
              value={draft.choices}
              onChange={(e) => set({ choices: e.target.value })}
              error={Boolean(errorOf('choices'))}
              helperText={errorOf('choices') ?? '例: S、A、B、C。並び替えでは上の行ほど高い評価になります'}
            />
          ) : null}
          <TextField
            label="単位"
            value={draft.unit}
            onChange={(e) => set({ unit: e.target.value })}
            error={Boolean(errorOf('unit'))}
            helperText={errorOf('unit') ?? '任意（例: 点）。20文字以内'}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.list_column}
                onChange={(e) => set({ list_column: e.target.checked })}
              />
            }
            label="診断履歴（社員一覧）に列として表示する"
          />
          <FormControlLabel
            control={
              <Checkbox checked={draft.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
            }
            label="有効にする（無効にすると結果は残したまま、取込と一覧の対象から外れます）"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} color="inherit">
          キャンセル
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={pending}>
          {assessment ? '保存する' : '追加する'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
