import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled group of fields (会社情報, ご担当者, ログイン情報). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="fieldset" aria-labelledby={id} spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
