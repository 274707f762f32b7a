import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

interface AppBarShellProps {
  /** Left: logo and badges. */
  start: ReactNode;
  /** Right: links and menus. */
  end?: ReactNode;
  /** The 4 px stripe on top (brand blue for companies, dark for operators). */
  accent: string;
}

/** The white application bar shared by the company and operator layouts. */
export function AppBarShell({ start, end, accent }: AppBarShellProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{
        borderTop: `4px solid ${accent}`,
        borderBottom: 1,
        borderBottomColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 64 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
          {start}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box
          component="nav"
          aria-label="ヘッダーメニュー"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {end}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
