import { DEADLINE_MAX_DAYS, DIAGNOSIS_MESSAGE_MAX, DiagnosisType } from '@mirume/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DiagnosisTypeValue } from '@/entities/result/api/latest-result';
import { addDays, tokyoToday } from '@/lib/dates';

export interface IssueSettingsValue {
  diagnosis_type: DiagnosisTypeValue | '';
  deadline: string;
  message: string;
}

export type IssueSettingsErrors = Partial<Record<keyof IssueSettingsValue, string>>;

interface IssueSettingsProps {
  value: IssueSettingsValue;
  /** Only the types the signed-in role may issue (canIssueDiagnosis). */
  types: readonly DiagnosisTypeValue[];
  errors: IssueSettingsErrors;
  onChange: (change: Partial<IssueSettingsValue>) => void;
  /** What the message is for: the mail body, or the note printed on tickets. */
  messageHelp: string;
}

/** 診断の種類・受検期限・メッセージ, shared by the mail and the ticket tabs. */
export function IssueSettings({ value, types, errors, onChange, messageHelp }: IssueSettingsProps) {
  const today = tokyoToday();
  const length = value.message.length;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px 220px 1fr' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <TextField
        select
        required
        label="診断の種類"
        value={value.diagnosis_type}
        onChange={(event) => onChange({ diagnosis_type: event.target.value as DiagnosisTypeValue })}
        error={Boolean(errors.diagnosis_type)}
        helperText={errors.diagnosis_type ?? ' '}
      >
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {DiagnosisType.label(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="date"
        label="受検期限"
        value={value.deadline}
        onChange={(event) => onChange({ deadline: event.target.value })}
        error={Boolean(errors.deadline)}
        helperText={errors.deadline ?? `${DEADLINE_MAX_DAYS}日以内で指定できます`}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: addDays(today, DEADLINE_MAX_DAYS) },
        }}
      />
      <TextField
        label="メッセージ（任意）"
        multiline
        minRows={2}
        maxRows={6}
        value={value.message}
        onChange={(event) => onChange({ message: event.target.value })}
        error={Boolean(errors.message) || length > DIAGNOSIS_MESSAGE_MAX}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{errors.message ?? messageHelp}</span>
            <span aria-live="polite">
              {length.toLocaleString('ja-JP')} / {DIAGNOSIS_MESSAGE_MAX.toLocaleString('ja-JP')}文字
            </span>
          </Box>
        }
      />
    </Box>
  );
}
