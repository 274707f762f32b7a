import { ERROR_PAGE } from '@mirume/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The texts of the error page for a status (spec §2/§8): 404, 403, anything else. */
export function errorPageText(status: number) {
  if (status === 404) return ERROR_PAGE[404];
  if (status === 403) return ERROR_PAGE[403];
  return ERROR_PAGE.default;
}

interface ErrorPageProps {
  status: number;
  /** The top page of the area the user is in ('/' or '/admin'). */
  homeHref?: string;
  /** Offered for unexpected errors, e.g. after a failed page load. */
  onReload?: () => void;
  /** Spec §8's line under the title (e.g. '404 Not Found' for a refused role). */
  detail?: string;
}

export function ErrorPage({ status, homeHref = '/', onReload, detail }: ErrorPageProps) {
  const text = errorPageText(status);
  return (
    <Box
      component="section"
      aria-labelledby="error-page-title"
      sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '3.5rem', sm: '4.5rem' },
          fontWeight: 800,
          color: 'primary.main',
          lineHeight: 1.1,
        }}
      >
        {status}
      </Typography>
      <Typography id="error-page-title" variant="h1" sx={{ mt: 1, mb: 2 }}>
        {text.title}
      </Typography>
      {detail ? (
        <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="error-page-detail">
          {detail}
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text.message}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={homeHref} variant="contained">
          {ERROR_PAGE.backToTop}
        </Button>
        {onReload ? (
          <Button variant="outlined" onClick={onReload}>
            再読み込み
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
