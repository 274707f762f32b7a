import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The card of the sign-in, sign-up and password pages; fits a 390 px wide screen. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      <Typography variant="h1" sx={{ textAlign: 'center', mb: description ? 1 : 3 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
