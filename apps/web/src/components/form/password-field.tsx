import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A password field with a show/hide toggle. The toggle's name avoids the word 'パスワード' so the
 * field stays the only control found by that label.
 */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField<T>
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? '入力内容を隠す' : '入力内容を表示'}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
