import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusViewProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A calm card with one message: the end of the test, an unusable link, a failed connection. */
export function StatusView({ icon, title, children, action }: StatusViewProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, mt: { xs: 1, sm: 4 }, textAlign: 'center', borderRadius: 3 }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography variant="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 2, textAlign: 'left', maxWidth: 560, mx: 'auto' }}>
        {children}
      </Stack>
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Paper>
  );
}
