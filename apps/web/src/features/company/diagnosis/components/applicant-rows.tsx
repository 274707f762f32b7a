import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClipboardEvent } from 'react';
import {
  APPLICANT_FIELDS,
  type ApplicantRow,
  emptyApplicant,
  isBlankApplicant,
} from '../lib/issue-condition';

type Field = (typeof APPLICANT_FIELDS)[number];

const LABELS: Record<Field, string> = {
  last_name: '姓',
  first_name: '名',
  kana_last_name: 'セイ',
  kana_first_name: 'メイ',
  email: 'メールアドレス',
};

/** Row errors keyed `index.field`, as the API reports `applicants.0.email`. */
export type ApplicantErrors = Record<string, string>;

interface ApplicantRowsProps {
  rows: readonly ApplicantRow[];
  errors: ApplicantErrors;
  onChange: (rows: ApplicantRow[]) => void;
  error?: string | undefined;
}

/**
 * Lines copied from Excel or a spreadsheet: tab-separated 姓・名・セイ・メイ・メール (or 氏名 with a
 * space, then カナ with a space, then メール when there are three columns).
 */
export function parsePastedApplicants(text: string): ApplicantRow[] | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0 || !lines.some((line) => line.includes('\t'))) return null;
  return lines.map((line) => {
    let cells = line.split('\t').map((cell) => cell.trim());
    if (cells.length === 3) {
      const [name = '', kana = '', email = ''] = cells;
      const [last = '', ...first] = name.split(/[\s　]+/);
      const [kanaLast = '', ...kanaFirst] = kana.split(/[\s　]+/);
      cells = [last, first.join(''), kanaLast, kanaFirst.join(''), email];
    }
    const [last_name = '', first_name = '', kana_last_name = '', kana_first_name = '', email = ''] = cells;
    return { ...emptyApplicant(), last_name, first_name, kana_last_name, kana_first_name, email };
  });
}

/** 応募者を入力: one row per applicant; becomes a person with employment type 選考中 when issued. */
export function ApplicantRows({ rows, errors, onChange, error }: ApplicantRowsProps) {
  const set = (index: number, field: Field, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : [emptyApplicant()]);
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLElement>) => {
    const pasted = parsePastedApplicants(event.clipboardData.getData('text/plain'));
    if (!pasted) return;
    event.preventDefault();
    // The pasted lines replace this row and follow it; blank rows after it are used up first.
    const before = rows.slice(0, index);
    const after = rows.slice(index + 1).filter((row) => !isBlankApplicant(row));
    onChange([...before, ...pasted, ...after]);
  };
  const filled = rows.filter((row) => !isBlankApplicant(row)).length;

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Excel
        などから「姓・名・セイ・メイ・メールアドレス」の列をコピーして、いずれかの欄に貼り付けると複数行をまとめて入力できます。
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box
        component="ol"
        aria-label="応募者の入力"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {rows.map((row, index) => (
          <Box
            component="li"
            key={row.key}
            onPaste={onPaste(index)}
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr 1fr',
                md: '32px repeat(4, minmax(0, 1fr)) minmax(0, 2fr) 40px',
              },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <Typography
              sx={{ pt: 1, color: 'text.secondary', display: { xs: 'none', md: 'block' } }}
              aria-hidden
            >
              {index + 1}
            </Typography>
            {APPLICANT_FIELDS.map((field) => {
              const message = errors[`${index}.${field}`];
              return (
                <TextField
                  key={field}
                  size="small"
                  label={LABELS[field]}
                  value={row[field]}
                  type={field === 'email' ? 'email' : 'text'}
                  onChange={(event) => set(index, field, event.target.value)}
                  error={Boolean(message)}
                  helperText={message}
                  slotProps={{
                    htmlInput: {
                      'aria-label': `${index + 1}行目の${LABELS[field]}`,
                      maxLength: field === 'email' ? 254 : 50,
                    },
                  }}
                />
              );
            })}
            <IconButton aria-label={`${index + 1}行目を削除`} onClick={() => remove(index)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyApplicant()])}>
          行を追加
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          入力済み {filled.toLocaleString('ja-JP')}名
        </Typography>
      </Stack>
    </Stack>
  );
}
