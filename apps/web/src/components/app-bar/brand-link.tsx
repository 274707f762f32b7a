import { SERVICE_NAME } from '@mirume/shared';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

/** The logo mark: a stylised eye ("見る目"), drawn inline so no request is needed. */
function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32, flexShrink: 0 }}>
      <rect width="32" height="32" rx="7" fill="#418BFB" />
      <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.8" fill="#fff" />
    </Box>
  );
}

interface BrandLinkProps {
  to: string;
  /** Shown under the name on wide screens. */
  subtitle?: string;
}

/** Logo and service name, linking to the area's dashboard. */
export function BrandLink({ to, subtitle = '人材診断サービス' }: BrandLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${SERVICE_NAME} ${subtitle}（トップページ）`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <LogoMark />
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '0.08em' }}>
          {SERVICE_NAME}
        </Box>
        <Box
          component="span"
          sx={{ fontSize: '0.6875rem', color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        >
          {subtitle}
        </Box>
      </Box>
    </Box>
  );
}
