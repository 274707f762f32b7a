/**
 * A field of the entry form bound to the surrounding form, like FormTextField, that also shows a
 * reading's doubt: a field the user must confirm has the warning colour, says so with the text
 * that was read, and offers a confirm box; typing a new value confirms it as well.
 */
import { shouldValidateOnBlur } from '@mirume/shared';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useController, useFormContext } from 'react-hook-form';
import type { EntryFieldPath, EntryFormValues } from '../lib/entry-form';
import { reviewMessage } from '../lib/ocr-review';
import { useFieldReview } from './ocr-review-context';

type EntryFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: EntryFieldPath;
  label: string;
  /** Help shown from an (i) button at the end of the field. */
  description?: string;
  /** A note in the warning colour under the field (not an error: saving stays possible). */
  warning?: string | null;
};

const highlight = {
  '& .MuiOutlinedInput-root': { bgcolor: 'rgba(237, 108, 2, 0.08)' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
  '& .MuiFormHelperText-root': { color: 'warning.dark' },
} as const;

export function EntryField({ name, helperText, description, warning, slotProps, ...props }: EntryFieldProps) {
  const { control, trigger } = useFormContext<EntryFormValues>();
  const { field, fieldState } = useController({ control, name });
  const review = useFieldReview(name);
  const message = fieldState.error?.message;
  const doubtful = review?.pending === true;
  const shownHelper = message ?? (doubtful ? reviewMessage(review.item) : (warning ?? helperText));
  const adornment = description ? (
    <InputAdornment position="end">
      <Tooltip title={description} enterTouchDelay={0}>
        <IconButton size="small" edge="end" aria-label={`${props.label}の説明`}>
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  ) : undefined;

  return (
    <Stack spacing={0.5}>
      <TextField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        inputRef={field.ref}
        onChange={(event) => {
          field.onChange(event);
          review?.confirm();
        }}
        onBlur={() => {
          field.onBlur();
          if (shouldValidateOnBlur(Boolean(fieldState.error), field.value)) void trigger(name);
        }}
        error={Boolean(message)}
        helperText={shownHelper}
        fullWidth
        sx={doubtful || (warning && !message) ? highlight : undefined}
        slotProps={{
          ...slotProps,
          input: adornment ? { endAdornment: adornment } : undefined,
        }}
      />
      {review ? (
        <FormControlLabel
          sx={{ ml: 0 }}
          control={
            <Checkbox
              size="small"
              checked={!review.pending}
              onChange={(event) => review.confirm(event.target.checked)}
              slotProps={{ input: { 'aria-label': `${props.label}の読み取り結果を確認しました` } }}
            />
          }
          label="確認しました"
        />
      ) : null}
    </Stack>
  );
}
