/**
 * The examinee's own frame: calm, full height, no company navigation. The service name on top,
 * a progress indicator (step n of N and an overall bar) while a test is under way, and a footer
 * with the terms. While a block runs the footer is left out so no stray tap lands on a link.
 * Safe-area insets keep content clear of notches and home indicators.
 */
import { SERVICE_NAME } from '@mirume/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';

export interface ExamProgress {
  /** 1-based step number. */
  step: number;
  total: number;
  label: string;
}

interface ExamShellProps {
  progress?: ExamProgress;
  /** Hides the footer and tightens the frame (a block is running). */
  focused?: boolean;
  children: ReactNode;
}

function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 28, height: 28, flexShrink: 0 }}>
      <rect width="32" height="32" rx="7" fill="#418BFB" />
      <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.8" fill="#fff" />
    </Box>
  );
}

export function ExamShell({ progress, focused = false, children }: ExamShellProps) {
  const percent = progress ? Math.round(((progress.step - 1) / progress.total) * 100) : 0;
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        borderTop: '4px solid #418BFB',
        pl: 'env(safe-area-inset-left)',
        pr: 'env(safe-area-inset-right)',
        pb: 'env(safe-area-inset-bottom)',
        overflowX: 'hidden',
        // No double-tap zoom anywhere in the test.
        touchAction: 'manipulation',
      }}
    >
      <Box
        component="header"
        sx={{
          width: '100%',
          maxWidth: 880,
          mx: 'auto',
          px: 2,
          pt: focused ? 1 : 2,
          pb: focused ? 0.5 : 1,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LogoMark />
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '0.08em' }}
          >
            {SERVICE_NAME}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
            適性診断
          </Typography>
        </Box>
        {progress ? (
          <Box sx={{ mt: focused ? 0.5 : 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {progress.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                ステップ {progress.step} / {progress.total}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={`全体の進み具合 ${percent}%`}
              sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            />
          </Box>
        ) : null}
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          maxWidth: 880,
          mx: 'auto',
          px: 2,
          pt: focused ? 1 : 2,
          pb: focused ? 1 : 4,
        }}
      >
        {children}
      </Box>
      {focused ? null : (
        <Box
          component="footer"
          sx={{ borderTop: 1, borderColor: 'divider', py: 2, px: 2, textAlign: 'center' }}
        >
          <Link href={paths.terms.getHref()} target="_blank" rel="noopener" variant="body2">
            利用規約
          </Link>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
            © {SERVICE_NAME}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
