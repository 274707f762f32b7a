import { PRIVACY_POLICY_URL, SERVICE_NAME } from '@mirume/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Company footer (spec §2): privacy policy (external), terms, inquiry. */
export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, px: 2, mt: 'auto' }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 3,
          rowGap: 1,
          fontSize: '0.875rem',
        }}
      >
        <li>
          <Link href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
            プライバシーポリシー
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={paths.terms.getHref()}>
            利用規約
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={paths.inquiryNew.getHref()}>
            お問い合わせ
          </Link>
        </li>
      </Box>
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ textAlign: 'center', mt: 1.5 }}
      >
        © {SERVICE_NAME}
      </Typography>
    </Box>
  );
}
